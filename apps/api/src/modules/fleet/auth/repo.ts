import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { companies, countries, employees, fleetRoles, sessions } from "../../../db/schema/index.js";
import { createTenantLookups, isKeyTaken } from "../../../db/tenant-lookups.js";
import { createResetTokens, type UserKey } from "../../../platform/reset-tokens.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type CompanyInsert = typeof companies.$inferInsert;
export type EmployeeInsert = typeof employees.$inferInsert;

/** E-mails are unique across every company's users, in any case (claimed lower-cased). */
export const isEmailTaken = (error: unknown) => isKeyTaken(error, "employee_email");
export const isMerchantIdTaken = (error: unknown) => isKeyTaken(error, "merchant_id");

export function createFleetAuthRepo(db: Db) {
  const resetTokens = createResetTokens(db);
  const lookups = createTenantLookups(db);
  // A deactivated role grants nothing: it joins as if the user had none.
  const activeRole = and(tenantRow(fleetRoles, employees.roleId, employees), eq(fleetRoles.active, true));
  const byKey = db
    .select({ user: employees, rolePermissions: fleetRoles.permissions })
    .from(employees)
    .leftJoin(fleetRoles, activeRole)
    .where(and(eq(employees.companyId, sql.placeholder("companyId")), eq(employees.id, sql.placeholder("id"))))
    .limit(1)
    .prepare("fleet_user_by_key");
  const withCompany = db
    .select({
      user: employees,
      company: companies,
      countryCode: countries.iso2,
      rolePermissions: fleetRoles.permissions,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .leftJoin(fleetRoles, activeRole)
    .where(and(eq(employees.id, sql.placeholder("id")), eq(employees.companyId, sql.placeholder("companyId"))))
    .limit(1)
    .prepare("fleet_user_with_company");

  return {
    /** The user with their role's permissions (null without an active role). */
    async findUserByEmail(email: string) {
      // The e-mail names the company first (`tenant_lookups`), then the user is read within it.
      const owner = await lookups.find("employee_email", email.toLowerCase());
      if (!owner) return null;
      const [row] = await byKey.execute({ companyId: owner.tenantId, id: owner.rowId });
      return row ? { ...row.user, rolePermissions: row.rolePermissions } : null;
    },
    /** The user and their company in one query: the portal's shell asks for both on every load. */
    async findUserWithCompany(companyId: string, userId: string) {
      const [row] = await withCompany.execute({ id: userId, companyId });
      if (!row) return null;
      return {
        user: { ...row.user, rolePermissions: row.rolePermissions },
        company: { ...row.company, countryCode: row.countryCode },
      };
    },
    /** The company, its merchant id claimed platform-wide in the same transaction. */
    async insertCompany(values: CompanyInsert, tx: Db) {
      const [row] = await tx.insert(companies).values(values).returning();
      if (!row) throw new Error("company insert returned nothing");
      await lookups.claim(tx, "merchant_id", row.id, [{ key: row.merchantId, rowId: row.id }]);
      return row;
    },
    /** The company's admin, its e-mail claimed platform-wide in the same transaction. */
    async insertUser(values: EmployeeInsert & { email: string }, tx: Db) {
      const [row] = await tx.insert(employees).values(values).returning();
      if (!row) throw new Error("user insert returned nothing");
      const key = values.email.toLowerCase();
      await lookups.claim(tx, "employee_email", row.companyId, [{ key, rowId: row.id }]);
      return { ...row, rolePermissions: null };
    },
    async updateProfile(companyId: string, userId: string, values: { name: string; phone: string }) {
      const [row] = await db
        .update(employees)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(employees.id, userId), eq(employees.companyId, companyId)))
        .returning({ id: employees.id });
      return row !== undefined;
    },
    async passwordHashOf(companyId: string, userId: string) {
      const [row] = await db
        .select({ passwordHash: employees.passwordHash })
        .from(employees)
        .where(and(eq(employees.id, userId), eq(employees.companyId, companyId)));
      return row?.passwordHash ?? null;
    },
    async setPassword(user: UserKey, passwordHash: string, tx: Db) {
      await tx
        .update(employees)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(employees.companyId, user.tenantId), eq(employees.id, user.id)));
    },
    /** Every session of the user but the one in use: a changed password signs the others out. */
    async revokeOtherSessions(userId: string, keptSessionId: string, tx: Db) {
      await tx.delete(sessions).where(and(eq(sessions.employeeId, userId), ne(sessions.id, keptSessionId)));
    },
    revokeUnusedResetTokens: (userId: string, tx: Db) => resetTokens.revokeUnused("fleet", userId, tx),
  };
}

export type FleetAuthRepo = ReturnType<typeof createFleetAuthRepo>;
