import type { StockOrderDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { PdfButtons } from "../../../shared/ui/pdf-buttons";
import { useStockOrderPdf } from "./stock-order-hooks";

/** The order as a PDF to send to the supplier, in English or in Arabic whatever the screen's language. */
export function StockOrderPdfButtons({ order }: { order: Pick<StockOrderDto, "_id" | "number_display"> }) {
  const { t } = useTranslation();
  return (
    <PdfButtons
      pdf={useStockOrderPdf()}
      requestOf={(lang) => ({ order, lang })}
      labelOf={(lang) => t(`shop.stock_order.pdf.${lang}`)}
      failedText={t("shop.stock_order.pdf.failed")}
    />
  );
}
