import { Button } from "@mantine/core";
import type { InvoiceDto } from "@pitlane/domain";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadFailureText } from "../../../shared/api/download";
import { notify } from "../../../shared/ui/notify";
import { useInvoicePdf } from "./invoice-hooks";

const LANGUAGES = ["en", "ar"] as const;

/** The invoice as a PDF, in English or in Arabic whatever the screen's language. */
export function InvoicePdfButtons({ invoice }: { invoice: Pick<InvoiceDto, "_id" | "number_display"> }) {
  const { t } = useTranslation();
  const pdf = useInvoicePdf();

  function handleDownload(lang: (typeof LANGUAGES)[number]) {
    pdf.mutate(
      { invoice, lang },
      { onError: (error) => notify.error(downloadFailureText(t, error, t("shop.invoice.pdf.failed"))) },
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
          {t(`shop.invoice.pdf.${lang}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
