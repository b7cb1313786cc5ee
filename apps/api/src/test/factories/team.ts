import { randomBytes } from "node:crypto";
import { defaultSchedule, type ShopPermission, type WeeklySchedule } from "@pitlane/domain";
import { roles, shopUsers, teamMemberBranches } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { mailsTo } from "../mail.js";
import { claimKey } from "./lookups.js";

const unique = () => randomBytes(4).toString("hex");

/** Monday and Tuesday 09:00–17:00 with a lunch break; the other days free. */
export function workingWeek(): WeeklySchedule {
  return defaultSchedule().map((day, index) =>
    index < 2
      ? {
          ...day,
          isCheck: true,
          work_slots: [{ start_time: "09:00", end_time: "17:00" }],
          break_slots: [{ start_time: "13:00", end_time: "13:30" }],
        }
      : day,
  );
}

/** A valid add-shop-user body (the profile tab); tests override the fields they are about. */
export const memberBody = (overrides: Record<string, unknown> = {}) => ({
  name_eng: "Imran Khan",
  name_arabic: "عمران خان",
  gender: "Male",
  job_title: "mechanic",
  ...overrides,
});

/** The whole form as update-shop-user (PUT) takes it. */
export const fullMemberBody = (overrides: Record<string, unknown> = {}) => ({
  ...memberBody(),
  image_id: null,
  date_of_birth: "1990-04-12",
  weekly_schedule: workingWeek(),
  branch_ids: [],
  addresses: [],
  email: null,
  phone: "+92 300 1234567",
  service_ids: [],
  active: true,
  can_sign_in: false,
  role_id: null,
  commission_type: null,
  commission_value: 0,
  ...overrides,
});

export async function createRole(t: TestApp, shopId: string, permissions: ShopPermission[], active = true) {
  const [row] = await t.db
    .insert(roles)
    .values({ shopId, name: `Role ${unique()}`, permissions, active })
    .returning();
  if (!row) throw new Error("no role");
  return row;
}

/** A persisted team member (no password, cannot sign in unless told), optionally at some branches. */
export async function createMember(
  t: TestApp,
  shopId: string,
  overrides: Partial<typeof shopUsers.$inferInsert> & { branchIds?: string[] } = {},
) {
  const { branchIds = [], ...columns } = overrides;
  const [row] = await t.db
    .insert(shopUsers)
    .values({
      shopId,
      name: `Member ${unique()}`,
      gender: "Male",
      jobTitle: "technician",
      weeklySchedule: defaultSchedule(),
      isOwner: false,
      ...columns,
    })
    .returning();
  if (!row) throw new Error("no member");
  await claimKey(t, "shop_user_email", shopId, row.email, row.id);
  if (branchIds.length) {
    await t.db.insert(teamMemberBranches).values(branchIds.map((branchId) => ({ shopId, userId: row.id, branchId })));
  }
  return row;
}

/** The token of the latest invitation mailed to an address. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email);
  const token = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

export const uniqueEmail = (prefix = "member") => `${prefix}-${unique()}@example.test`;
