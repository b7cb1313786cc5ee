import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Center, Image, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TransactionDetailDto } from "@pitlane/domain";
import { IconPhotoOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useImage } from "../../../shared/api/upload";
import { SectionCard } from "../../../shared/ui/section-card";

/** One photo's place: the image once a station sends it, "No photo" until then. */
function Photo({ id, label }: { id: string | null; label: string }) {
  const { t } = useTranslation();
  const image = useImage(id);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Paper withBorder radius="md" h={140} style={{ overflow: "hidden" }}>
        {image.url ? (
          <Image src={image.url} alt={label} h="100%" fit="cover" />
        ) : (
          <Center h="100%" c="dimmed">
            <Stack gap={4} align="center">
              <IconPhotoOff size={28} stroke={1.4} aria-hidden />
              <Text size="xs">{t("fleet.transaction.detail.photo.none")}</Text>
            </Stack>
          </Center>
        )}
      </Paper>
    </Stack>
  );
}

/** The odometer's and the pump's photos taken at the pump; no station sends them yet. */
export function TransactionPhotos({ transaction: tx }: { transaction: TransactionDetailDto }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("fleet.transaction.detail.photos")}>
      <SimpleGrid cols={2} spacing="sm">
        <Photo id={tx.odometer_photo_id} label={t("fleet.transaction.detail.photo.odometer")} />
        <Photo id={tx.pump_photo_id} label={t("fleet.transaction.detail.photo.pump")} />
      </SimpleGrid>
    </SectionCard>
  );
}
