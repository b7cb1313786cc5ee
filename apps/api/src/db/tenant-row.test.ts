import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { clients, jobCards, employees, vehicles } from "./schema/index.js";
import { tenantRow } from "./tenant-row.js";

const dialect = new PgDialect();

describe("tenantRow", () => {
  it("joins on the tenant column and the id", () => {
    const { sql } = dialect.sqlToQuery(tenantRow(clients, jobCards.clientId, jobCards));
    expect(sql).toBe('("clients"."shop_id" = "job_cards"."shop_id" and "clients"."id" = "job_cards"."client_id")');
  });

  it("joins fleet rows on the company", () => {
    const { sql } = dialect.sqlToQuery(tenantRow(employees, vehicles.ruleId, vehicles));
    expect(sql).toContain('"employees"."company_id" = "vehicles"."company_id"');
  });

  it("refuses to join a shop's rows to a company's", () => {
    expect(() => tenantRow(clients, vehicles.ruleId, vehicles)).toThrow("shop_id cannot join company_id");
  });
});
