import "./vehicle-sticker.css";
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { useQrImage } from "../../../shared/hooks/use-qr-image";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useShrinkToFit } from "./use-shrink-to-fit";
import { useVehicleQr } from "./vehicle-hooks";
import { VEHICLE_LIST_PATH, vehicleViewPath } from "./vehicle-paths";
import { BackLink } from "../../../shared/ui/back-link";

/** `/fleet/vehicles/sticker/:id`: the printable sticker (plate, car id, QR code) on an A6 page. */
export function Component() {
  return (
    <RequirePermission permission="vehicles.view_qr">
      <VehicleSticker />
    </RequirePermission>
  );
}

/**
 * While the sticker is on screen, printing uses an A6 page and leaves the app's header and
 * navigation out (see the CSS). The page size lives only as long as the screen: a stylesheet
 * rule would stay after leaving it and print every later screen on A6.
 */
function usePrintOnlySticker() {
  useEffect(() => {
    const pageSize = document.createElement("style");
    // A6 by its measures: Chromium does not know the keyword "A6" (it knows A5, A4, A3).
    pageSize.textContent = "@page { size: 105mm 148mm; margin: 0; }";
    document.head.append(pageSize);
    document.body.dataset.printingSticker = "";
    return () => {
      pageSize.remove();
      delete document.body.dataset.printingSticker;
    };
  }, []);
}

function VehicleSticker() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const qr = useVehicleQr(id);
  // Drawn at print resolution: 72 mm at 300 dpi is about 850 pixels.
  const image = useQrImage(qr.data?.qr_token, 850);
  usePrintOnlySticker();
  usePageTitle(qr.data ? t("fleet.vehicle.sticker.title", { name: qr.data.car_id }) : t("fleet.vehicle.title"));

  if (!qr.isSuccess) {
    return (
      <RecordLoadState
        record={qr}
        notFoundText={t("refusals.vehicle_not_found")}
        backTo={VEHICLE_LIST_PATH}
        backLabel={t("fleet.vehicle.back_to_list")}
      />
    );
  }

  return (
    <Stack gap="lg" align="center">
      <Stack className="vehicle-sticker-controls" gap="xs" align="center">
        <Group>
          <BackLink to={vehicleViewPath(id)}>{t("fleet.vehicle.sticker.back")}</BackLink>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!image.data}>
            {t("fleet.vehicle.sticker.print")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t("fleet.vehicle.sticker.hint")}
        </Text>
      </Stack>
      {image.isError && (
        <Alert color="red" variant="light" className="vehicle-sticker-controls">
          {t("fleet.vehicle.detail.qr_failed")}
        </Alert>
      )}
      <div className="vehicle-sticker" dir="ltr">
        <FittedLine className="vehicle-sticker__plate" text={qr.data.plate_no} />
        <FittedLine className="vehicle-sticker__car-id" text={qr.data.car_id} />
        {image.data ? (
          <img className="vehicle-sticker__qr" src={image.data} alt={t("fleet.vehicle.detail.qr_title")} />
        ) : (
          <Loader size="sm" />
        )}
      </div>
    </Stack>
  );
}

/** One line of the sticker, shrunk to its width when long ("AUD-V2883-PL" printed as "UD-V2883-P"). */
function FittedLine({ className, text }: { className: string; text: string }) {
  const ref = useShrinkToFit<HTMLDivElement>(text);
  return (
    <div ref={ref} className={className}>
      {text}
    </div>
  );
}
