import { DiscountType, WEEK_DAYS, type Gender, type JobTitle, type WeeklySchedule } from "@pitlane/domain";
import { toStoredValue } from "../../platform/money-columns.js";
import type { Db } from "../client.js";
import { serviceMembers, shopUsers, teamMemberBranches } from "../schema/index.js";
import { insertShopRow } from "../shop-rows.js";
import type { DemoShop } from "./demo-catalog.js";
import { DEMO_MEMBER_SIGN_INS, seedDemoRoles, type DemoRoleKey } from "./demo-roles.js";
import { seededId } from "./seeded-id.js";

/** Monday to Saturday from `start` to `end` with one break, which on Friday may end later (Jumu'ah prayers). */
function week(
  start: string,
  end: string,
  breakStart: string,
  breakEnd: string,
  fridayBreakEnd: string,
): WeeklySchedule {
  return WEEK_DAYS.map((day) => {
    if (day === "Sunday") return { day, isCheck: false, work_slots: [], break_slots: [] };
    const breakUntil = day === "Friday" ? fridayBreakEnd : breakEnd;
    return {
      day,
      isCheck: true,
      work_slots: [{ start_time: start, end_time: end }],
      break_slots: [{ start_time: breakStart, end_time: breakUntil }],
    };
  });
}

type BranchKey = "gulberg" | "modelTown";

interface DemoMember {
  nameEnglish: string;
  nameArabic: string;
  gender: Gender;
  dateOfBirth: string;
  jobTitle: JobTitle;
  phone: string;
  schedule: WeeklySchedule;
  branches: BranchKey[];
  /** Service names of demo-catalog.ts. */
  services: string[];
  /** A percent of the work they do. */
  commissionPercent?: number;
  signIn?: DemoRoleKey;
}

const dayShift = week("09:00", "18:00", "13:00", "14:00", "14:30");

const demoMembers: DemoMember[] = [
  {
    nameEnglish: "Tariq Mehmood",
    nameArabic: "طارق محمود",
    gender: "Male",
    dateOfBirth: "1978-03-14",
    jobTitle: "workshop_manager",
    phone: "+923004211001",
    schedule: dayShift,
    branches: ["gulberg", "modelTown"],
    services: ["Engine tuning", "Computer diagnostics"],
    signIn: "manager",
  },
  {
    nameEnglish: "Muhammad Imran",
    nameArabic: "محمد عمران",
    gender: "Male",
    dateOfBirth: "1986-07-02",
    jobTitle: "senior_mechanic",
    phone: "+923014211002",
    schedule: dayShift,
    branches: ["gulberg"],
    services: [
      "Oil change",
      "Engine tuning",
      "Computer diagnostics",
      "Battery check and replacement",
      "Brake pad replacement",
      "Car wash",
    ],
    commissionPercent: 5,
  },
  {
    nameEnglish: "Bilal Ahmed",
    nameArabic: "بلال أحمد",
    gender: "Male",
    dateOfBirth: "1990-11-23",
    jobTitle: "denter",
    phone: "+923214211003",
    schedule: dayShift,
    branches: ["gulberg", "modelTown"],
    services: ["Denting (per panel)", "Painting (per panel)", "Interior detailing"],
    commissionPercent: 7.5,
  },
  {
    nameEnglish: "Hamza Riaz",
    nameArabic: "حمزة رياض",
    gender: "Male",
    dateOfBirth: "1995-01-30",
    jobTitle: "ac_technician",
    phone: "+923334211004",
    // The evening shift at Model Town, open late for office-goers.
    schedule: week("12:00", "21:00", "16:00", "16:30", "16:30"),
    branches: ["modelTown"],
    services: [
      "AC service and gas refill",
      "Wheel alignment",
      "Wheel balancing",
      "Oil change",
      "Brake pad replacement",
      "Car wash",
    ],
  },
  {
    nameEnglish: "Sana Malik",
    nameArabic: "ثناء ملك",
    gender: "Female",
    dateOfBirth: "1998-05-09",
    jobTitle: "receptionist",
    phone: "+923454211005",
    schedule: week("09:00", "17:00", "13:00", "13:30", "14:30"),
    branches: ["gulberg", "modelTown"],
    services: [],
    signIn: "receptionist",
  },
];

/** The two roles and the five team members, with their branches and the services they perform. */
export async function seedDemoTeam(
  tx: Db,
  shop: DemoShop,
  serviceIds: Map<string, string>,
  passwordHashes: Record<DemoRoleKey, string>,
) {
  const roleIds = await seedDemoRoles(tx, shop.shopId);
  const branchIds = { gulberg: shop.gulbergId, modelTown: shop.modelTownId };
  for (const m of demoMembers) {
    const userId = await insertShopRow(tx, shopUsers, {
      shopId: shop.shopId,
      name: m.nameEnglish,
      nameArabic: m.nameArabic,
      gender: m.gender,
      dateOfBirth: m.dateOfBirth,
      jobTitle: m.jobTitle,
      phone: m.phone,
      weeklySchedule: m.schedule,
      email: m.signIn ? DEMO_MEMBER_SIGN_INS[m.signIn] : null,
      passwordHash: m.signIn ? passwordHashes[m.signIn] : null,
      canSignIn: m.signIn !== undefined,
      roleId: m.signIn ? roleIds[m.signIn] : null,
      commissionType: m.commissionPercent ? DiscountType.percentage : null,
      commissionValue: m.commissionPercent ? toStoredValue(m.commissionPercent) : 0,
    });
    await tx
      .insert(teamMemberBranches)
      .values(m.branches.map((b) => ({ shopId: shop.shopId, userId, branchId: branchIds[b] })));
    if (m.services.length === 0) continue;
    await tx
      .insert(serviceMembers)
      .values(
        m.services.map((name) => ({ shopId: shop.shopId, serviceId: seededId(serviceIds, name, "service"), userId })),
      );
  }
}
