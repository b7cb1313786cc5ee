import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Center, Image, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { PURCHASE_PHOTOS, TransactionDetailDto } from "@pitlane/domain";
import { IconPhotoOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useImage } from "../../../shared/api/upload";
import { SectionCard } from "../../../shared/ui/section-card";

type PhotoKind = (typeof PURCHASE_PHOTOS)[number];

/** How a screen fetches a purchase's photo: the portal reads its own images, the console its own route. */
export type PhotoFetcher = (kind: PhotoKind) => Promise<Blob>;

/** Not there (the station sent none), or failed to load: an icon and why, in the photo's place. */
function NoPhoto({ text }: { text: string }) {
  return (
    <Center h="100%" c="dimmed">
      <Stack gap={4} align="center">
        <IconPhotoOff size={28} stroke={1.4} aria-hidden />
        <Text size="xs">{text}</Text>
      </Stack>
    </Center>
  );
}

/** One photo's place: the image once a station sends it, "No photo" until then. */
function Photo({
  id,
  kind,
  label,
  fetchPhoto,
}: {
  id: string | null;
  kind: PhotoKind;
  label: string;
  fetchPhoto?: PhotoFetcher;
}) {
  const { t } = useTranslation();
  const image = useImage(id, fetchPhoto && (() => fetchPhoto(kind)));
  const place = () => {
    if (image.url) return <Image src={image.url} alt={label} h="100%" fit="cover" />;
    if (image.isError) return <NoPhoto text={t("fleet.transaction.detail.photo.failed")} />;
    if (id) {
      return (
        <Center h="100%">
          <Loader size="sm" aria-label={label} />
        </Center>
      );
    }
    return <NoPhoto text={t("fleet.transaction.detail.photo.none")} />;
  };
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Paper withBorder radius="md" h={140} style={{ overflow: "hidden" }}>
        {place()}
      </Paper>
    </Stack>
  );
}

/** The odometer's and the pump's photos taken at the pump, fetched the portal's way unless told. */
export function TransactionPhotos({
  transaction: tx,
  fetchPhoto,
}: {
  transaction: TransactionDetailDto;
  fetchPhoto?: PhotoFetcher;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("fleet.transaction.detail.photos")}>
      <SimpleGrid cols={2} spacing="sm">
        <Photo
          id={tx.odometer_photo_id}
          kind="odometer"
          label={t("fleet.transaction.detail.photo.odometer")}
          fetchPhoto={fetchPhoto}
        />
        <Photo
          id={tx.pump_photo_id}
          kind="pump"
          label={t("fleet.transaction.detail.photo.pump")}
          fetchPhoto={fetchPhoto}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
