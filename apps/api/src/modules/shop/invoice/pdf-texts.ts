import type { PaymentStatus } from "@pitlane/domain";
import type { PdfLang } from "../../../platform/pdf/pdf-language.js";

/** The printed invoice's words; the server renders the PDF, so they live here rather than in the web's files. */
export interface PdfTexts {
  invoice: string;
  simplifiedTaxInvoice: string;
  invoiceNumber: string;
  date: string;
  time: string;
  jobCard: string;
  order: string;
  currency: string;
  vatNumber: string;
  address: string;
  branch: string;
  branchAddress: string;
  billTo: string;
  client: string;
  phone: string;
  identityNumber: string;
  vehicle: string;
  plate: string;
  makeModel: string;
  item: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  net: string;
  subtotal: string;
  /** Followed by the rate, e.g. "VAT 15%". */
  vat: string;
  total: string;
  paid: string;
  balance: string;
  paymentStatus: string;
  statuses: Record<PaymentStatus, string>;
  voidStamp: string;
  voidedOn: string;
  voidReason: string;
  scanToVerify: string;
}

const en: PdfTexts = {
  invoice: "Invoice",
  simplifiedTaxInvoice: "Simplified Tax Invoice",
  invoiceNumber: "Invoice number",
  date: "Date",
  time: "Time",
  jobCard: "Job card",
  order: "Order",
  currency: "Currency",
  vatNumber: "VAT number",
  address: "Address",
  branch: "Branch",
  branchAddress: "Branch address",
  billTo: "Bill to",
  client: "Client",
  phone: "Phone",
  identityNumber: "ID number",
  vehicle: "Vehicle",
  plate: "Plate",
  makeModel: "Make and model",
  item: "Item",
  quantity: "Qty",
  unitPrice: "Unit price",
  discount: "Discount",
  net: "Net",
  subtotal: "Subtotal",
  vat: "VAT",
  total: "Total",
  paid: "Paid",
  balance: "Balance due",
  paymentStatus: "Payment status",
  statuses: { unpaid: "Unpaid", partial: "Partially paid", paid: "Paid" },
  voidStamp: "VOID",
  voidedOn: "Voided on",
  voidReason: "Reason",
  scanToVerify: "E-invoice QR code",
};

const ar: PdfTexts = {
  invoice: "فاتورة",
  simplifiedTaxInvoice: "فاتورة ضريبية مبسطة",
  invoiceNumber: "رقم الفاتورة",
  date: "التاريخ",
  time: "الوقت",
  jobCard: "بطاقة العمل",
  order: "الطلب",
  currency: "العملة",
  vatNumber: "الرقم الضريبي",
  address: "العنوان",
  branch: "الفرع",
  branchAddress: "عنوان الفرع",
  billTo: "فاتورة إلى",
  client: "العميل",
  phone: "الهاتف",
  identityNumber: "رقم الهوية",
  vehicle: "المركبة",
  plate: "رقم اللوحة",
  makeModel: "الصنع والطراز",
  item: "البند",
  quantity: "الكمية",
  unitPrice: "سعر الوحدة",
  discount: "الخصم",
  net: "الصافي",
  subtotal: "المجموع الفرعي",
  vat: "ضريبة القيمة المضافة",
  total: "الإجمالي",
  paid: "المدفوع",
  balance: "المبلغ المستحق",
  paymentStatus: "حالة الدفع",
  statuses: { unpaid: "غير مدفوعة", partial: "مدفوعة جزئيًا", paid: "مدفوعة" },
  voidStamp: "ملغاة",
  voidedOn: "تاريخ الإلغاء",
  voidReason: "السبب",
  scanToVerify: "رمز الفاتورة الإلكترونية",
};

export const PDF_TEXTS: Record<PdfLang, PdfTexts> = { en, ar };
