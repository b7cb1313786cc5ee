import { Button } from "@mantine/core";
import type { CommissionInvoiceDto } from "@pitlane/domain";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadFailureText } from "../../../shared/api/download";
import { notify } from "../../../shared/ui/notify";
import { useCommissionInvoicePdf } from "./invoice-hooks";

const LANGUAGES = ["en", "ar"] as const;

/** The document as a PDF, in English or in Arabic whatever the screen's language. */
export function InvoicePdfButtons({ doc }: { doc: Pick<CommissionInvoiceDto, "_id" | "number_display"> }) {
  const { t } = useTranslation();
  const pdf = useCommissionInvoicePdf();

  function handleDownload(lang: (typeof LANGUAGES)[number]) {
    pdf.mutate(
      { doc, lang },
      { onError: (error) => notify.error(downloadFailureText(t, error, t("fleet.invoice.pdf.failed"))) },
    );
  }

  return (
    <Button.Group>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={pdf.isPending && pdf.variables.lang === lang}
          disabled={pdf.isPending && pdf.variables.lang !== lang}
          onClick={() => handleDownload(lang)}
        >
          {t(`fleet.invoice.pdf.${lang}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
