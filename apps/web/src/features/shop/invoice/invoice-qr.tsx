import { Text } from "@mantine/core";
import type { InvoiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { QrCard } from "../../../shared/ui/qr-card";

const SIZE = 180;

/**
 * The Saudi simplified e-invoice QR code (seller, VAT number, time, total and VAT as TLV in base64),
 * drawn from the payload the server encoded: the code holds that base64 text itself.
 */
export function InvoiceQr({ invoice }: { invoice: Pick<InvoiceDto, "qr_base64" | "number_display"> }) {
  const { t } = useTranslation();
  return (
    <QrCard
      title={t("shop.invoice.qr.title")}
      text={invoice.qr_base64 ?? undefined}
      size={SIZE}
      alt={t("shop.invoice.qr.alt", { number: invoice.number_display })}
      failedText={t("shop.invoice.qr.failed")}
      imageTestId="invoice-zatca-qr"
    >
      {() => (
        <Text size="sm" c="dimmed" ta="center">
          {t("shop.invoice.qr.caption")}
        </Text>
      )}
    </QrCard>
  );
}
