import { jobCardEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createBookableBranch, jobCardBody } from "../../../test/factories/job-card.js";

/** Every statement the app sends: a booking's cost is its round trips to the database. */
const statements: string[] = [];
const t = useTestApp({}, { onQuery: (query) => statements.push(query) });

const isLock = (query: string) => / for (no key )?update/.test(query);
/**
 * Not the booking's own: the transaction's begin and commit (PostgreSQL logs them, PGlite does not)
 * and the session, read on a token's first request and then kept.
 */
const isBookings = (query: string) => query !== "begin" && query !== "commit" && !query.includes('from "sessions"');

describe("the statements of a booking", () => {
  it("checks what the body names in three reads whatever the number of pairs, and answers in two", async () => {
    const b = await createBookableBranch(t);
    const book = async (pairs: { service_id: string; employee_id: string; start_time: string }[]) => {
      statements.length = 0;
      const body = jobCardBody(b, {
        pairs: pairs.map(({ service_id, employee_id }) => ({ service_id, employee_id })),
        slots: pairs,
      });
      const res = await t.api.call(jobCardEndpoints.create, { token: b.shop.token, body });
      expect(res.status).toBe(200);
      const sent = statements.filter(isBookings);
      const firstLock = sent.findIndex(isLock);
      const numbering = sent.findIndex((query) => query.includes('"shop_counters"'));
      return { checks: firstLock, answer: sent.length - numbering - 1, all: sent.length };
    };

    const one = await book([{ service_id: b.oilChange.id, employee_id: b.ali.id, start_time: "09:00" }]);
    // The client, branch and shop's clock; the services with what they take; the technicians with what they perform.
    expect(one.checks).toBe(3);
    // The card with all it names beside it; its services with their technicians and slots (no packages, no products).
    expect(one.answer).toBe(2);

    const two = await book([
      { service_id: b.oilChange.id, employee_id: b.ali.id, start_time: "11:00" },
      { service_id: b.alignment.id, employee_id: b.bilal.id, start_time: "11:00" },
    ]);
    expect(two.checks).toBe(3);
    expect(two.answer).toBe(2);
    // Only the lift the alignment takes adds work: its lock and the read of what holds it on the day.
    expect(two.all).toBe(one.all + 2);
  });
});
