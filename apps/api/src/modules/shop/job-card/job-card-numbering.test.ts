import { jobCardEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createBookableBranch, jobCardBody } from "../../../test/factories/job-card.js";

/** Every statement the app sends, so a test can see where in a booking the counter row is taken. */
const statements: string[] = [];
const t = useTestApp({}, { onQuery: (query) => statements.push(query) });

const isRead = (query: string) => query.startsWith("select") && !/ for (no key )?update/.test(query);

describe("numbering a new job card", () => {
  it("takes the shop's counter row in the booking's last statement, which writes the job card and all it holds", async () => {
    const b = await createBookableBranch(t);
    const body = jobCardBody(b, {
      odometer: 42_500,
      pairs: [
        { service_id: b.oilChange.id, employee_id: b.ali.id },
        { service_id: b.alignment.id, employee_id: b.bilal.id },
      ],
      slots: [
        { service_id: b.oilChange.id, employee_id: b.ali.id, start_time: "09:00" },
        { service_id: b.alignment.id, employee_id: b.bilal.id, start_time: "10:00" },
      ],
    });
    statements.length = 0;
    const res = await t.api.call(jobCardEndpoints.create, { token: b.shop.token, body });
    expect(res.status).toBe(200);
    expect(res.body.result.number).toBe(1);
    expect(res.body.result.odometer).toBe(42_500);

    const numbering = statements.findIndex((query) => query.includes('"shop_counters"'));
    expect(numbering).toBeGreaterThan(0);
    const last = statements[numbering] ?? "";
    for (const table of ["job_cards", "job_card_services", "appointments", "client_vehicles"]) {
      expect(last).toContain(`"${table}"`);
    }
    // The technicians and the lift were locked before it; after it come the commit (logged on
    // PostgreSQL only) and the reads of the answer, never another write or lock.
    expect(statements.slice(0, numbering).filter((query) => query.includes("for no key update"))).toHaveLength(3);
    const after = statements.slice(numbering + 1).filter((query) => query !== "commit");
    expect(after.every(isRead)).toBe(true);
  });

  it("numbers one after another without gaps, a refused booking giving its number back", async () => {
    const b = await createBookableBranch(t);
    const book = (start: string) =>
      t.api.call(jobCardEndpoints.create, {
        token: b.shop.token,
        body: jobCardBody(b, {
          slots: [{ service_id: b.oilChange.id, employee_id: b.ali.id, start_time: start }],
        }),
      });
    expect((await book("09:00")).body.result.number).toBe(1);
    expect((await book("09:00")).status).toBe(409);
    expect((await book("10:00")).body.result.number).toBe(2);
  });
});
