import type { FuelType } from "@pitlane/domain";
import type { StatementLang } from "@pitlane/domain/fleet/statement";
import type { LedgerTransferKind } from "../../../db/schema/index.js";

/** The printed statement's words; the server renders the PDF, so they live here rather than in the web's files. */
export interface StatementPdfTexts {
  monthlyTitle: string;
  accountTitle: string;
  number: string;
  from: string;
  to: string;
  currency: string;
  printedOn: string;
  merchantId: string;
  ntn: string;
  strn: string;
  summary: string;
  opening: string;
  topUps: string;
  reversalsIn: string;
  fuel: string;
  commission: string;
  tax: string;
  reversalsOut: string;
  closing: string;
  commissionRate: string;
  taxRate: string;
  purchasesCount: string;
  gross: string;
  date: string;
  bank: string;
  slipNumber: string;
  amount: string;
  purchases: string;
  paymentMethod: string;
  station: string;
  vehicleDriver: string;
  product: string;
  litres: string;
  nozzlePrice: string;
  totalPrice: string;
  subtotal: string;
  netCharged: string;
  odometer: string;
  reversals: string;
  reverses: string;
  purchase: string;
  none: string;
  kinds: Record<LedgerTransferKind, string>;
  fuelTypes: Record<FuelType, string>;
}

const en: StatementPdfTexts = {
  monthlyTitle: "Monthly statement",
  accountTitle: "Statement of account",
  number: "Statement number",
  from: "From",
  to: "To",
  currency: "Currency",
  printedOn: "Printed on",
  merchantId: "Merchant ID",
  ntn: "NTN",
  strn: "STRN",
  summary: "Summary",
  opening: "Opening balance",
  topUps: "Top-ups",
  reversalsIn: "Reversals credited",
  fuel: "Fuel",
  commission: "Commission",
  tax: "Tax on commission",
  reversalsOut: "Reversals debited",
  closing: "Closing balance",
  commissionRate: "Commission rate",
  taxRate: "Tax rate",
  purchasesCount: "Purchases",
  gross: "Gross",
  date: "Date",
  bank: "Bank",
  slipNumber: "Slip number",
  amount: "Amount",
  purchases: "Purchases",
  paymentMethod: "Payment method: prepaid balance",
  station: "Station",
  vehicleDriver: "Vehicle / driver",
  product: "Product",
  litres: "Litres",
  nozzlePrice: "Nozzle price",
  totalPrice: "Total price",
  subtotal: "Subtotal",
  netCharged: "Net charged",
  odometer: "Odometer / km / L/100 km",
  reversals: "Reversals",
  reverses: "Reverses",
  purchase: "Purchase",
  none: "None in this period.",
  kinds: { top_up: "Top-up", fuel: "Fuel", commission: "Commission", tax: "Tax", reversal: "Reversal" },
  fuelTypes: { petrol: "Petrol", hi_octane: "Hi-Octane", diesel: "Diesel" },
};

const ar: StatementPdfTexts = {
  monthlyTitle: "كشف الحساب الشهري",
  accountTitle: "كشف حساب",
  number: "رقم الكشف",
  from: "من",
  to: "إلى",
  currency: "العملة",
  printedOn: "تاريخ الطباعة",
  merchantId: "رقم التاجر",
  ntn: "الرقم الضريبي الوطني",
  strn: "رقم تسجيل ضريبة المبيعات",
  summary: "الملخص",
  opening: "الرصيد الافتتاحي",
  topUps: "عمليات الشحن",
  reversalsIn: "مبالغ مستردة إلى الرصيد",
  fuel: "الوقود",
  commission: "العمولة",
  tax: "الضريبة على العمولة",
  reversalsOut: "مبالغ معكوسة من الرصيد",
  closing: "الرصيد الختامي",
  commissionRate: "نسبة العمولة",
  taxRate: "نسبة الضريبة",
  purchasesCount: "عمليات الشراء",
  gross: "الإجمالي",
  date: "التاريخ",
  bank: "البنك",
  slipNumber: "رقم الإيصال",
  amount: "المبلغ",
  purchases: "عمليات الشراء",
  paymentMethod: "طريقة الدفع: الرصيد المدفوع مسبقًا",
  station: "المحطة",
  vehicleDriver: "المركبة / السائق",
  product: "المنتج",
  litres: "اللترات",
  nozzlePrice: "سعر المضخة",
  totalPrice: "السعر الإجمالي",
  subtotal: "المجموع الفرعي",
  netCharged: "صافي المخصوم",
  odometer: "العداد / كم / لتر لكل 100 كم",
  reversals: "العكوسات",
  reverses: "يعكس",
  purchase: "عملية الشراء",
  none: "لا شيء في هذه الفترة.",
  kinds: { top_up: "شحن", fuel: "وقود", commission: "عمولة", tax: "ضريبة", reversal: "عكس" },
  fuelTypes: { petrol: "بنزين", hi_octane: "بنزين عالي الأوكتان", diesel: "ديزل" },
};

export const STATEMENT_PDF_TEXTS: Record<StatementLang, StatementPdfTexts> = { en, ar };
