import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import { companies, countries, employees, fleetRoles, sessions } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { createResetTokens } from "../../../platform/reset-tokens.js";

export type CompanyInsert = typeof companies.$inferInsert;
export type EmployeeInsert = typeof employees.$inferInsert;

/** E-mails are unique across every company's users, in any case (the index is on lower(email)). */
export const isEmailTaken = (error: unknown) => isUniqueViolation(error, "employees_email_uq");
export const isMerchantIdTaken = (error: unknown) => isUniqueViolation(error, "companies_merchant_id_uq");

export function createFleetAuthRepo(db: Db) {
  const resetTokens = createResetTokens(db);
  // A deactivated role grants nothing: it joins as if the user had none.
  const activeRole = and(tenantRow(fleetRoles, employees.roleId, employees), eq(fleetRoles.active, true));
  const byEmail = db
    .select({ user: employees, rolePermissions: fleetRoles.permissions })
    .from(employees)
    .leftJoin(fleetRoles, activeRole)
    .where(eq(sql`lower(${employees.email})`, sql.placeholder("email")))
    .limit(1)
    .prepare("fleet_user_by_email");
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
      const [row] = await byEmail.execute({ email: email.toLowerCase() });
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
    async insertCompany(values: CompanyInsert, tx: Db) {
      const [row] = await tx.insert(companies).values(values).returning();
      if (!row) throw new Error("company insert returned nothing");
      return row;
    },
    async insertUser(values: EmployeeInsert, tx: Db) {
      const [row] = await tx.insert(employees).values(values).returning();
      if (!row) throw new Error("user insert returned nothing");
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
    async setPassword(userId: string, passwordHash: string, tx: Db) {
      await tx.update(employees).set({ passwordHash, updatedAt: new Date() }).where(eq(employees.id, userId));
    },
    /** Every session of the user but the one in use: a changed password signs the others out. */
    async revokeOtherSessions(userId: string, keptSessionId: string, tx: Db) {
      await tx.delete(sessions).where(and(eq(sessions.employeeId, userId), ne(sessions.id, keptSessionId)));
    },
    revokeUnusedResetTokens: (userId: string, tx: Db) => resetTokens.revokeUnused("fleet", userId, tx),
  };
}

export type FleetAuthRepo = ReturnType<typeof createFleetAuthRepo>;
