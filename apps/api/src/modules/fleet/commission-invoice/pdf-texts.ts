/** The printed commission documents' words; the server renders the PDF, so they live here. */
export interface CommissionPdfTexts {
  taxInvoice: string;
  creditNote: string;
  number: string;
  issuedOn: string;
  /** The period covered: its first day, then its last, each on a row of its own. */
  periodFrom: string;
  periodTo: string;
  currency: string;
  corrects: string;
  address: string;
  /** The seller's tax number: NTN in Pakistan, the VAT number in Saudi Arabia. */
  ntn: string;
  strn: string;
  vatNumber: string;
  billTo: string;
  company: string;
  merchantId: string;
  province: string;
  description: string;
  /** "Commission on fuel, {{count}} purchases". */
  lineText: (purchases: number) => string;
  fuel: string;
  rate: string;
  commission: string;
  taxRate: string;
  tax: string;
  net: string;
  total: string;
  scanToVerify: string;
}

const en: CommissionPdfTexts = {
  taxInvoice: "Tax invoice",
  creditNote: "Tax credit note",
  number: "Number",
  issuedOn: "Issued on",
  periodFrom: "Period from",
  periodTo: "Period to",
  currency: "Currency",
  corrects: "Corrects invoice",
  address: "Address",
  ntn: "NTN",
  strn: "STRN",
  vatNumber: "VAT number",
  billTo: "Bill to",
  company: "Company",
  merchantId: "Merchant ID",
  province: "Province or region",
  description: "Description",
  lineText: (purchases) => `Commission on fuel, ${purchases} ${purchases === 1 ? "purchase" : "purchases"}`,
  fuel: "Fuel",
  rate: "Rate",
  commission: "Commission",
  taxRate: "Tax rate",
  tax: "Tax",
  net: "Net",
  total: "Total",
  scanToVerify: "E-invoice QR code",
};

const ar: CommissionPdfTexts = {
  taxInvoice: "فاتورة ضريبية",
  creditNote: "إشعار دائن ضريبي",
  number: "الرقم",
  issuedOn: "تاريخ الإصدار",
  periodFrom: "الفترة من",
  periodTo: "الفترة إلى",
  currency: "العملة",
  corrects: "يصحح الفاتورة",
  address: "العنوان",
  ntn: "الرقم الضريبي الوطني",
  strn: "رقم تسجيل ضريبة المبيعات",
  vatNumber: "الرقم الضريبي",
  billTo: "فاتورة إلى",
  company: "الشركة",
  merchantId: "رقم التاجر",
  province: "المقاطعة أو المنطقة",
  description: "الوصف",
  lineText: (purchases) => `عمولة على الوقود، عدد عمليات الشراء ${purchases}`,
  fuel: "الوقود",
  rate: "النسبة",
  commission: "العمولة",
  taxRate: "نسبة الضريبة",
  tax: "الضريبة",
  net: "الصافي",
  total: "الإجمالي",
  scanToVerify: "رمز الفاتورة الإلكترونية",
};

export const COMMISSION_PDF_TEXTS = { en, ar } as const;
export type CommissionPdfLang = keyof typeof COMMISSION_PDF_TEXTS;
