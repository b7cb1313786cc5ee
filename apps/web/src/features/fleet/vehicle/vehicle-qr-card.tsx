import "@mantine/core/styles/Image.css";
import { Alert, Button, Center, Group, Image, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useQrImage } from "./use-qr-image";
import { useVehicleQr } from "./vehicle-hooks";
import { vehicleStickerPath } from "./vehicle-paths";

const SIZE = 220;

/** The vehicle's QR code (what a station terminal scans), its PNG download and the way to its sticker. */
export function VehicleQrCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const qr = useVehicleQr(id);
  const image = useQrImage(qr.data?.qr_token, SIZE * 2);
  const isFailed = qr.isError || image.isError;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="sm">
        <Title order={2} fz="lg">
          {t("fleet.vehicle.detail.qr_title")}
        </Title>
        {isFailed && (
          <Alert color="red" variant="light">
            {t("fleet.vehicle.detail.qr_failed")}
          </Alert>
        )}
        {!isFailed && !image.data && (
          <Center w={SIZE} h={SIZE}>
            <Loader size="sm" />
          </Center>
        )}
        {image.data && qr.data && (
          <>
            <Image
              src={image.data}
              w={SIZE}
              h={SIZE}
              alt={t("fleet.vehicle.sticker.title", { name: qr.data.car_id })}
            />
            <Text size="sm" c="dimmed" ta="center">
              {t("fleet.vehicle.detail.qr_hint")}
            </Text>
            <Group>
              <Button
                component="a"
                href={image.data}
                download={`qr-${qr.data.car_id}.png`}
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
      </Stack>
    </Paper>
  );
}
