import { formatDate, lastDayOf, type CommissionInvoiceSummaryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

/** "1.5 %" as the reader's language writes a percentage, Latin digits in both. */
const percentFormat = (language: string) =>
  new Intl.NumberFormat(`${language}-u-nu-latn`, { style: "percent", maximumFractionDigits: 2 });

/** What the invoice screens write: a document's period from its first day to its last, rates, kinds. */
export function useInvoiceFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    period: (month: string) =>
      t("fleet.invoice.detail.period", {
        from: formatDate(month, language),
        to: formatDate(lastDayOf(month), language),
      }),
    rate: (percent: number) => percentFormat(language).format(percent / 100),
    kind: (doc: Pick<CommissionInvoiceSummaryDto, "kind">) => t(`fleet.invoice.kinds.${doc.kind}`),
  };
}
