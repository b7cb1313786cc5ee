import type { ConsumptionGroup, FuelType, ReportKind } from "@pitlane/domain";

/** The printed reports' words; the server renders the PDF, so they live here rather than in the web's files. */
export interface ReportPdfTexts {
  titles: Record<ReportKind, string>;
  /** "Consumption by vehicle". */
  consumptionBy: Record<ConsumptionGroup, string>;
  range: string;
  currency: string;
  printed: string;
  totals: string;
  none: string;
  page: string;
  fuelTypes: Record<FuelType, string>;
  statuses: Record<"pending" | "approved" | "rejected", string>;
  columns: Record<string, string>;
}

const en: ReportPdfTexts = {
  titles: {
    consumption: "Consumption",
    "top-ups": "Top-up history",
    fuelings: "Fueling history",
    employees: "Employee report",
  },
  consumptionBy: {
    vehicle: "Consumption by vehicle",
    employee: "Consumption by employee",
    branch: "Consumption by branch",
    department: "Consumption by department",
    fuel_type: "Consumption by fuel type",
  },
  range: "Dates",
  currency: "Currency",
  printed: "Printed",
  totals: "Totals",
  none: "None",
  page: "Page",
  fuelTypes: { petrol: "Petrol", hi_octane: "Hi-Octane", diesel: "Diesel" },
  statuses: { pending: "Pending", approved: "Approved", rejected: "Rejected" },
  columns: {
    vehicle: "Vehicle",
    employee: "Employee",
    branch: "Branch",
    department: "Department",
    fuel_type: "Fuel type",
    fuelings: "Fuelings",
    litres: "Litres",
    fuel_amount: "Fuel",
    total_amount: "Charged",
    km: "Km",
    litres_per_100_km: "L/100 km",
    cost_per_km: "Cost/km",
    vehicles: "Vehicles",
    declines: "Declines",
    flagged: "Flagged",
    date: "Date",
    status: "Status",
    amount: "Amount",
    bank: "Bank",
    slip_number: "Slip no.",
    decided_at: "Decided",
    completed_at: "Completed",
    station: "Station",
    unit_price: "Price/L",
    odometer: "Odometer",
    km_since_last: "Km since last",
  },
};

const ar: ReportPdfTexts = {
  titles: {
    consumption: "الاستهلاك",
    "top-ups": "سجل شحن الرصيد",
    fuelings: "سجل التزود بالوقود",
    employees: "تقرير الموظفين",
  },
  consumptionBy: {
    vehicle: "الاستهلاك حسب المركبة",
    employee: "الاستهلاك حسب الموظف",
    branch: "الاستهلاك حسب الفرع",
    department: "الاستهلاك حسب القسم",
    fuel_type: "الاستهلاك حسب نوع الوقود",
  },
  range: "التواريخ",
  currency: "العملة",
  printed: "تاريخ الطباعة",
  totals: "الإجمالي",
  none: "بدون",
  page: "صفحة",
  fuelTypes: { petrol: "بنزين", hi_octane: "هاي أوكتين", diesel: "ديزل" },
  statuses: { pending: "قيد الانتظار", approved: "مقبول", rejected: "مرفوض" },
  columns: {
    vehicle: "المركبة",
    employee: "الموظف",
    branch: "الفرع",
    department: "القسم",
    fuel_type: "نوع الوقود",
    fuelings: "مرات التزود",
    litres: "اللترات",
    fuel_amount: "الوقود",
    total_amount: "المخصوم",
    km: "كم",
    litres_per_100_km: "لتر لكل 100 كم",
    cost_per_km: "التكلفة لكل كم",
    vehicles: "المركبات",
    declines: "المرفوضة",
    flagged: "المعلّمة",
    date: "التاريخ",
    status: "الحالة",
    amount: "المبلغ",
    bank: "البنك",
    slip_number: "رقم الإيصال",
    decided_at: "تاريخ القرار",
    completed_at: "تاريخ الإتمام",
    station: "المحطة",
    unit_price: "السعر لكل لتر",
    odometer: "العداد",
    km_since_last: "كم منذ السابقة",
  },
};

export const REPORT_PDF_TEXTS = { en, ar } as const;
export type ReportLang = keyof typeof REPORT_PDF_TEXTS;
