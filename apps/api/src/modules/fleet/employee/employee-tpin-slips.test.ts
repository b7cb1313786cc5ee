import { randomUUID } from "node:crypto";
import { employeeEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employees } from "../../../db/schema/index.js";
import { loadPinSecret, createPinHasher } from "../../../platform/pin-hash.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { addEmployee, createEmployee } from "../../../test/factories/fleet-employee.js";
import { fleetRefusals, invalidEnvelope, notFoundEnvelope } from "../../../test/refusals.js";
import { drawTpin } from "./tpin-slips.js";

const t = useTestApp();
const { generateTpins, checkTpin } = employeeEndpoints;
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

/** The keyed hashes the server stores, computed as it does, to see which T-PIN each employee holds. */
const hashOf = (companyId: string, tpin: string) => createPinHasher(loadPinSecret(t.config)).hash(companyId, tpin);

async function storedHash(id: string) {
  const [row] = await t.db.select({ hash: employees.tpinHash }).from(employees).where(eq(employees.id, id));
  return row?.hash ?? null;
}

describe("POST employee/generate-tpins", () => {
  itRefusesWithoutSession(t, generateTpins, () => ({ body: { without_tpin: true } }));

  it("answers 400 unless it is given employees or without_tpin, one of the two", async () => {
    const company = await createCompany(t);
    const scope = "employee_ids: must list the employees, or without_tpin must be true, not both";
    for (const body of [{}, { employee_ids: [] }, { employee_ids: [randomUUID()], without_tpin: true }]) {
      const res = await t.api.call(generateTpins, { token: company.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(invalidEnvelope(scope));
    }
    const badId = await t.api.call(generateTpins, { token: company.token, body: { employee_ids: ["42"] } });
    expect(badId.body).toEqual(invalidEnvelope("employee_ids.0: must be a valid id"));
  });

  itRefusesWithoutPermission(t, generateTpins, {
    title: "answers 403 for a user whose role lacks employees.edit",
    permissions: ["employees.view", "employees.add"],
    call: () => ({ body: { without_tpin: true } }),
  });

  it("answers 404 for another company's employee, and changes no T-PIN", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const own = await createEmployee(t, company.companyId);
    const foreign = await createEmployee(t, other.companyId);
    const res = await t.api.call(generateTpins, {
      token: company.token,
      body: { employee_ids: [own.id, foreign.id] },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Employee"));
    expect(await storedHash(own.id)).toBeNull();
    expect(await storedHash(foreign.id)).toBeNull();
    // The company admin is not one of its employees either.
    const admin = await t.api.call(generateTpins, { token: company.token, body: { employee_ids: [company.userId] } });
    expect(admin.status).toBe(404);
  });

  it("gives each chosen employee a new 6-digit T-PIN, unique in the company, stored only as its keyed hash", async () => {
    const company = await createCompany(t);
    const holder = await addEmployee(t, company.token, { name: "Zafar Iqbal", tpin: "2468", confirm_tpin: "2468" });
    const drivers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createEmployee(t, company.companyId, { name: `Driver ${i}` })),
    );
    const editor = await createFleetUser(t, company.companyId, { permissions: ["employees.edit"] });
    const res = await t.api.call(generateTpins, {
      token: editor.token,
      body: { employee_ids: [holder._id, ...drivers.map((d) => d.id)] },
    });
    expect(res.status).toBe(200);
    const { slips, remaining } = res.body.result;
    expect(slips).toHaveLength(31);
    // The editor, an employee too, was not chosen and still has none.
    expect(remaining).toBe(1);
    expect(slips.find((s) => s._id === holder._id)).toMatchObject({
      name: "Zafar Iqbal",
      employee_id: holder.employee_id,
    });
    const tpins = slips.map((s) => s.tpin);
    expect(tpins.every((tpin) => /^\d{6}$/.test(tpin))).toBe(true);
    expect(new Set(tpins).size).toBe(tpins.length);
    for (const slip of slips) expect(await storedHash(slip._id)).toBe(hashOf(company.companyId, slip.tpin));
    // The holder's old T-PIN no longer works, and the new ones are taken for everyone else.
    expect(await storedHash(holder._id)).not.toBe(hashOf(company.companyId, "2468"));
    const check = await t.api.call(checkTpin, { token: company.token, body: { tpin: tpins[0] ?? "" } });
    expect(check.body.result?.available).toBe(false);
    const stored = JSON.stringify(
      await t.db.select().from(employees).where(eq(employees.companyId, company.companyId)),
    );
    for (const tpin of tpins) expect(stored).not.toContain(`"${tpin}"`);
  });

  it("gives everyone without a T-PIN one, leaves the others' as they are, and says how many still lack one", async () => {
    const company = await createCompany(t);
    const holder = await addEmployee(t, company.token, { tpin: "1357", confirm_tpin: "1357" });
    const imported = await Promise.all([createEmployee(t, company.companyId), createEmployee(t, company.companyId)]);
    const res = await t.api.call(generateTpins, { token: company.token, body: { without_tpin: true } });
    expect(res.status).toBe(200);
    expect(res.body.result.slips.map((s) => s._id).sort()).toEqual(imported.map((e) => e.id).sort());
    expect(res.body.result.remaining).toBe(0);
    expect(await storedHash(holder._id)).toBe(hashOf(company.companyId, "1357"));
    const again = await t.api.call(generateTpins, { token: company.token, body: { without_tpin: true } });
    expect(again.body.result).toEqual({ slips: [], remaining: 0 });
  });

  it("keeps T-PINs unique when two batches for the same company run at once", async () => {
    const company = await createCompany(t);
    const batches = await Promise.all(
      [0, 1].map(() => Promise.all(Array.from({ length: 20 }, () => createEmployee(t, company.companyId)))),
    );
    const answers = await Promise.all(
      batches.map((batch) =>
        t.api.call(generateTpins, { token: company.token, body: { employee_ids: batch.map((e) => e.id) } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const tpins = answers.flatMap((a) => a.body.result.slips.map((s) => s.tpin));
    expect(new Set(tpins).size).toBe(40);
  });
});

describe("drawTpin", () => {
  it("draws again while the T-PIN is taken, and keeps leading zeros", () => {
    const draws = [1234, 1234, 987];
    const tpin = drawTpin(
      (candidate) => candidate === "001234",
      () => draws.shift() ?? 0,
    );
    expect(tpin).toBe("000987");
  });
});
