/** A moment of the demo: days from the seeding day (negative in the past) and the time of day in the shop's zone. */
export type Moment = [day: number, time: `${number}:${number}`];

/** Units of a variant, by its SKU in demo-products.ts. */
type Units = [sku: string, quantity: number];

export interface PlannedOrder {
  /** By name, in demo-suppliers.ts. */
  supplier: string;
  branch: "gulberg" | "modelTown";
  created: Moment;
  /** When it was placed with the supplier; a draft never was. */
  ordered?: Moment;
  /** Days after it was placed that the supplier said it would deliver. */
  leadDays?: number;
  lines: Units[];
  /** Each delivery: when, and the units that came of each SKU; everything still to come when none are named. */
  receipts?: { at: Moment; units?: Units[] }[];
  cancelled?: Moment;
  /** The supplier was paid for everything received. */
  paid?: boolean;
  notes?: string;
}

/**
 * Two months of buying, oldest first (their numbers follow): deliveries received in full and paid,
 * one in two deliveries, one partly received and waiting, one partly received and then cancelled, one
 * cancelled before anything came, one placed and waiting, and a draft. What is low at Model Town
 * (the NS70 battery, the Civic's rear pads) is on the two newest, not yet delivered.
 */
export const DEMO_STOCK_ORDERS: PlannedOrder[] = [
  {
    supplier: "Al-Faisal Lubricants",
    branch: "gulberg",
    created: [-58, "10:15"],
    ordered: [-58, "10:40"],
    leadDays: 3,
    lines: [
      ["SHELL-HX7-4L", 12],
      ["SHELL-HX7-1L", 24],
      ["TOTAL-Q9000-4L", 6],
      ["TOTAL-Q9000-1L", 12],
    ],
    receipts: [{ at: [-55, "15:20"] }],
    paid: true,
  },
  {
    supplier: "Mughal Filter House",
    branch: "modelTown",
    created: [-49, "11:00"],
    ordered: [-49, "11:30"],
    leadDays: 3,
    lines: [
      ["GF-OF-COROLLA", 20],
      ["GF-OF-CIVIC", 15],
      ["GF-OF-ALTO", 20],
      ["GF-AF-COROLLA", 10],
      ["GF-AF-CULTUS", 8],
    ],
    receipts: [
      {
        at: [-46, "12:10"],
        units: [
          ["GF-OF-COROLLA", 20],
          ["GF-OF-CIVIC", 15],
          ["GF-OF-ALTO", 20],
        ],
      },
      { at: [-44, "16:00"] },
    ],
    paid: true,
    notes: "Air filters to follow in a second delivery.",
  },
  {
    supplier: "Khan Battery Traders",
    branch: "gulberg",
    created: [-40, "09:45"],
    ordered: [-40, "10:00"],
    leadDays: 2,
    lines: [
      ["AGS-NS40", 4],
      ["AGS-NS60", 4],
      ["AGS-NS70", 2],
    ],
    receipts: [{ at: [-37, "13:30"] }],
    paid: true,
  },
  {
    supplier: "Malik Auto Spares",
    branch: "modelTown",
    created: [-34, "10:30"],
    ordered: [-34, "11:00"],
    leadDays: 4,
    lines: [
      ["BOSCH-BP-COROLLA-F", 6],
      ["BOSCH-BP-COROLLA-R", 4],
      ["BOSCH-BP-CIVIC-F", 4],
    ],
    receipts: [
      {
        at: [-31, "14:45"],
        units: [
          ["BOSCH-BP-COROLLA-F", 6],
          ["BOSCH-BP-CIVIC-F", 2],
        ],
      },
    ],
    cancelled: [-24, "12:00"],
    paid: true,
    notes: "Rear pads back-ordered by the importer: the rest was cancelled.",
  },
  {
    supplier: "Mughal Filter House",
    branch: "gulberg",
    created: [-22, "10:00"],
    ordered: [-22, "10:20"],
    leadDays: 3,
    lines: [
      ["GF-OF-COROLLA", 20],
      ["GF-OF-CIVIC", 20],
      ["GF-AF-COROLLA", 6],
      ["GF-AF-CIVIC", 8],
    ],
    receipts: [{ at: [-19, "15:30"] }],
  },
  {
    supplier: "Al-Faisal Lubricants",
    branch: "modelTown",
    created: [-12, "11:15"],
    ordered: [-12, "11:40"],
    leadDays: 3,
    lines: [
      ["SHELL-HX7-4L", 12],
      ["SHELL-HX7-1L", 24],
      ["TOTAL-Q9000-4L", 6],
    ],
    receipts: [
      {
        at: [-9, "16:10"],
        units: [
          ["SHELL-HX7-4L", 12],
          ["SHELL-HX7-1L", 12],
        ],
      },
    ],
    notes: "Total Quartz and the rest of the 1 L cans with the next delivery.",
  },
  {
    supplier: "Malik Auto Spares",
    branch: "gulberg",
    created: [-8, "10:00"],
    ordered: [-8, "10:30"],
    leadDays: 5,
    lines: [
      ["BOSCH-BP-CIVIC-F", 4],
      ["BOSCH-BP-CIVIC-R", 4],
    ],
    cancelled: [-7, "09:30"],
    notes: "Cancelled: the supplier could not deliver within the week.",
  },
  {
    supplier: "Khan Battery Traders",
    branch: "modelTown",
    created: [-3, "12:00"],
    ordered: [-3, "12:20"],
    leadDays: 5,
    lines: [
      ["AGS-NS70", 3],
      ["AGS-NS60", 2],
    ],
  },
  {
    supplier: "Malik Auto Spares",
    branch: "modelTown",
    created: [-1, "17:00"],
    lines: [
      ["BOSCH-BP-CIVIC-R", 4],
      ["BOSCH-BP-CIVIC-F", 2],
    ],
    notes: "Check the price of the rear pads before placing.",
  },
];
