import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { Center, Image, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { PURCHASE_PHOTOS, TransactionDetailDto } from "@pitlane/domain";
import { IconPhotoOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useImage } from "../../../shared/api/upload";
import { SectionCard } from "../../../shared/ui/section-card";

type PhotoKind = (typeof PURCHASE_PHOTOS)[number];

/** How a screen fetches a purchase's photo: the portal reads its own images, the console its own route. */
export type PhotoFetcher = (kind: PhotoKind) => Promise<Blob>;

/** What stands in a photo's place when there is no picture to show: none taken, or it could not be fetched. */
function NoPicture({ text, isAlert }: { text: string; isAlert?: boolean }) {
  return (
    <Center h="100%" c={isAlert ? "red" : "dimmed"} p="xs">
      <Stack gap={4} align="center" ta="center">
        <IconPhotoOff size={28} stroke={1.4} aria-hidden />
        <Text size="xs" role={isAlert ? "alert" : undefined}>
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/** One photo's place: the picture once fetched; "No photo" only when the attendant sent none, never while it loads or fails. */
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
  const picture = () => {
    if (!id) return <NoPicture text={t("fleet.transaction.detail.photo.none")} />;
    if (image.isError) return <NoPicture text={t("fleet.transaction.detail.photo.failed")} isAlert />;
    if (!image.url)
      return <Skeleton h="100%" role="status" aria-busy aria-label={t("fleet.transaction.detail.photo.loading")} />;
    return <Image src={image.url} alt={label} h="100%" fit="cover" />;
  };
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Paper withBorder radius="md" h={140} style={{ overflow: "hidden" }}>
        {picture()}
      </Paper>
    </Stack>
  );
}

/**
 * The odometer's and the pump's photos the attendant took at the terminal, before the pump ran or
 * at completion; a purchase may be completed without them, so either place may stay empty. Fetched
 * the portal's way unless told.
 */
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
