import type { PdfLang } from "../../../platform/pdf/pdf-language.js";

/** The printed purchase order's words; the server renders the PDF, so they live here rather than in the web's files. */
export interface StockOrderPdfTexts {
  purchaseOrder: string;
  orderNumber: string;
  date: string;
  expectedOn: string;
  status: string;
  currency: string;
  address: string;
  vatNumber: string;
  supplier: string;
  name: string;
  contactPerson: string;
  phone: string;
  email: string;
  taxNumber: string;
  paymentTerms: string;
  onDelivery: string;
  /** Payment terms of some days after delivery: "30 days". */
  days: (n: number) => string;
  deliverTo: string;
  branch: string;
  item: string;
  sku: string;
  quantity: string;
  received: string;
  unitCost: string;
  total: string;
  notes: string;
  draft: string;
  /** Across a draft's page, and over the words that say it is not an order. */
  draftStamp: string;
  draftNote: string;
  cancelled: string;
  cancelledStamp: string;
  cancelledOn: string;
  cancelledNote: string;
}

const en: StockOrderPdfTexts = {
  purchaseOrder: "Purchase order",
  orderNumber: "Order number",
  date: "Date",
  expectedOn: "Expected delivery",
  status: "Status",
  currency: "Currency",
  address: "Address",
  vatNumber: "VAT number",
  supplier: "Supplier",
  name: "Name",
  contactPerson: "Contact person",
  phone: "Phone",
  email: "E-mail",
  taxNumber: "Tax number",
  paymentTerms: "Payment terms",
  onDelivery: "On delivery",
  days: (n) => `${n} ${n === 1 ? "day" : "days"}`,
  deliverTo: "Deliver to",
  branch: "Branch",
  item: "Item",
  sku: "SKU",
  quantity: "Qty",
  received: "Received",
  unitCost: "Unit cost",
  total: "Total",
  notes: "Notes",
  draft: "Draft",
  draftStamp: "DRAFT",
  draftNote: "This is a draft, not an order: please do not deliver against it.",
  cancelled: "Cancelled",
  cancelledStamp: "CANCELLED",
  cancelledOn: "Cancelled on",
  cancelledNote: "This order is cancelled: please deliver nothing more against it.",
};

/** Arabic counts its days: one, two, three to ten, then eleven and more. */
function arabicDays(n: number): string {
  if (n === 1) return "يوم واحد";
  if (n === 2) return "يومان";
  return n <= 10 ? `${n} أيام` : `${n} يومًا`;
}

const ar: StockOrderPdfTexts = {
  purchaseOrder: "أمر شراء",
  orderNumber: "رقم الأمر",
  date: "التاريخ",
  expectedOn: "التسليم المتوقع",
  status: "الحالة",
  currency: "العملة",
  address: "العنوان",
  vatNumber: "الرقم الضريبي",
  supplier: "المورد",
  name: "الاسم",
  contactPerson: "جهة الاتصال",
  phone: "الهاتف",
  email: "البريد الإلكتروني",
  taxNumber: "الرقم الضريبي",
  paymentTerms: "شروط الدفع",
  onDelivery: "عند التسليم",
  days: arabicDays,
  deliverTo: "التسليم إلى",
  branch: "الفرع",
  item: "البند",
  sku: "رمز الصنف",
  quantity: "الكمية",
  received: "المستلم",
  unitCost: "تكلفة الوحدة",
  total: "الإجمالي",
  notes: "ملاحظات",
  draft: "مسودة",
  draftStamp: "مسودة",
  draftNote: "هذه مسودة وليست أمر شراء: يرجى عدم التوريد بموجبها.",
  cancelled: "ملغى",
  cancelledStamp: "ملغى",
  cancelledOn: "تاريخ الإلغاء",
  cancelledNote: "هذا الأمر ملغى: يرجى عدم توريد أي شيء آخر بموجبه.",
};

export const STOCK_ORDER_PDF_TEXTS: Record<PdfLang, StockOrderPdfTexts> = { en, ar };
