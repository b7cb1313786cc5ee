import { Button, Group, Text } from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QrCard } from "../../../shared/ui/qr-card";
import { useVehicleQr } from "./vehicle-hooks";
import { vehicleStickerPath } from "./vehicle-paths";

const SIZE = 220;

/** The vehicle's QR code (what a station terminal scans), its PNG download and the way to its sticker. */
export function VehicleQrCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const qr = useVehicleQr(id);
  const carId = qr.data?.car_id ?? "";

  return (
    <QrCard
      title={t("fleet.vehicle.detail.qr_title")}
      text={qr.data?.qr_token}
      size={SIZE}
      alt={t("fleet.vehicle.sticker.title", { name: carId })}
      failedText={t("fleet.vehicle.detail.qr_failed")}
      isFailed={qr.isError}
    >
      {(src) => (
        <>
          <Text size="sm" c="dimmed" ta="center">
            {t("fleet.vehicle.detail.qr_hint")}
          </Text>
          <Group>
            <Button
              component="a"
              href={src}
              download={`qr-${carId}.png`}
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              {t("fleet.vehicle.detail.download_qr")}
            </Button>
            <Button component={Link} to={vehicleStickerPath(id)} leftSection={<IconPrinter size={16} />}>
              {t("fleet.vehicle.detail.print_sticker")}
            </Button>
          </Group>
        </>
      )}
    </QrCard>
  );
}
