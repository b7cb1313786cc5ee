import { VEHICLE_CSV_COLUMNS, vehicleEndpoints, type VehicleImportResult, type Envelope } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fuelRules } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { TEST_XSRF } from "../../../test/client.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { createRule } from "../../../test/factories/fleet-rule.js";
import { createVehicle, createVehicleModel, type TestVehicleModel } from "../../../test/factories/fleet-vehicle.js";
import { multipartBody } from "../../../test/factories/upload.js";
import { listTotal } from "../../../test/lists.js";
import { FORBIDDEN, importRowError, UNAUTHENTICATED } from "../../../test/refusals.js";

const t = useTestApp();
const { list, exportCsv, importCsv } = vehicleEndpoints;

function exportFile(token: string | undefined, query = "") {
  return t.app.inject({
    method: "GET",
    url: `${exportCsv.path}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function importFile(token: string | undefined, csv: string, field = "file") {
  const { payload, contentType } = multipartBody({
    bytes: Buffer.from(csv),
    filename: "vehicles.csv",
    contentType: "text/csv",
    field,
  });
  const headers: Record<string, string> = {
    "content-type": contentType,
    cookie: `XSRF-TOKEN=${TEST_XSRF}`,
    "x-xsrf-token": TEST_XSRF,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: "POST", url: importCsv.path, headers, payload });
  const body: Envelope<VehicleImportResult | null> = res.json();
  return { status: res.statusCode, body };
}

const HEADER =
  "car_id,vehicle_type,fleet_type,make,model,year,plate_no,chassis_no,fuel_type,initial_odometer,current_odometer,primary_tank_limit";
const line = (m: TestVehicleModel, car: string, overrides: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    car_id: car,
    vehicle_type: m.typeName,
    fleet_type: "owned",
    make: m.makeName,
    model: m.modelName,
    year: "2021",
    plate_no: `P-${car}`,
    chassis_no: `C-${car}`,
    fuel_type: "diesel",
    initial_odometer: "1000",
    current_odometer: "2000",
    primary_tank_limit: "60",
    ...overrides,
  };
  return HEADER.split(",")
    .map((c) => cells[c] ?? "")
    .join(",");
};

describe("GET vehicle/export", () => {
  it("answers 401 without a session", async () => {
    const res = await exportFile(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it("answers 403 for a user without vehicles.export", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.view"] });
    const res = await exportFile(staff.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it("writes this company's vehicles the filters find, in the import's columns, formulas defused", async () => {
    const company = await createCompany(t);
    const m = await createVehicleModel(t);
    const ruleId = (await createRule(t, company.companyId, { fuelType: "petrol" })).id;
    await createVehicle(t, company.companyId, { model: m, carId: "=SUM(A1)", plateNo: "LEA-1", ruleId });
    await createVehicle(t, company.companyId, { model: m, carId: "PAUSED", status: "pause" });
    await createVehicle(t, (await createCompany(t)).companyId, { model: m, carId: "THEIRS" });
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.export"] });
    const res = await exportFile(staff.token, "?status=active");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="vehicles-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(VEHICLE_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^'=SUM\\(A1\\),${m.typeName},owned,Suzuki,Bolan,.*,LEA-1,.*,Active,Rule \\w+$`),
    );
  });
});

describe("POST vehicle/import", () => {
  it("answers 401 without a session", async () => {
    const res = await importFile(undefined, `${HEADER}\n`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 naming file when it is not sent, not multipart, or not a CSV", async () => {
    const company = await createCompany(t);
    expect((await importFile(company.token, "x", "photo")).body.message).toBe("file: is required");
    const broken = await importFile(company.token, `${HEADER}\n"unclosed,quote`);
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("file: must be a CSV file with a header row");
  });

  it("answers 403 for a user without vehicles.import, and adds nothing", async () => {
    const company = await createCompany(t);
    const m = await createVehicleModel(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.add", "vehicles.export"] });
    const res = await importFile(staff.token, `${HEADER}\n${line(m, "A1")}\n`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it("reports every bad row by number and field and imports nothing, not even the good rows", async () => {
    const company = await createCompany(t);
    const m = await createVehicleModel(t);
    await createVehicle(t, company.companyId, { model: m, plateNo: "P-TAKEN" });
    const csv = [
      HEADER,
      line(m, "GOOD-1"),
      line(m, "BAD-3", { make: "Tesla", year: "soon" }),
      line(m, "BAD-4", { current_odometer: "2501" }),
      line(m, "BAD-5", { plate_no: "p-taken" }),
      line(m, "GOOD-1"),
      "",
      line(m, "BAD-8", { fuel_type: "" }),
    ].join("\n");
    const res = await importFile(company.token, csv);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      imported: 0,
      errors: [
        importRowError(3, "make", "is not a make of the chosen vehicle type"),
        importRowError(3, "year", "must be a whole number"),
        importRowError(
          4,
          "current_odometer",
          "Current odometer must not be more than 150% greater than the previous odometer",
        ),
        importRowError(5, "plate_no", "is already used by another vehicle"),
        importRowError(6, "car_id", "appears twice in the file"),
        importRowError(6, "plate_no", "appears twice in the file"),
        importRowError(6, "chassis_no", "appears twice in the file"),
        importRowError(8, "fuel_type", "is required"),
      ],
    });
    expect(await listTotal(t, list, company.token)).toBe(1);
  });

  it("names the required columns a header lacks, as row 1", async () => {
    const company = await createCompany(t);
    const res = await importFile(company.token, "car_id,plate_no\nA,B\n");
    expect(res.body.result?.imported).toBe(0);
    expect(res.body.result?.errors.map((e) => `${e.row} ${e.field}`)).toEqual([
      "1 vehicle_type",
      "1 fleet_type",
      "1 make",
      "1 model",
      "1 year",
      "1 chassis_no",
      "1 fuel_type",
      "1 initial_odometer",
      "1 current_odometer",
      "1 primary_tank_limit",
    ]);
  });

  it("imports every row of a good file, each with its own QR token, and an export imports into another company", async () => {
    const company = await createCompany(t);
    const m = await createVehicleModel(t);
    const ruleId = (await createRule(t, company.companyId, { fuelType: "diesel" })).id;
    const staff = await createFleetUser(t, company.companyId, { permissions: ["vehicles.import", "vehicles.view_qr"] });
    const csv = `\uFEFF${HEADER},Status,Rule\n${line(m, "IMP-1")},Pause,\n${line(m, "IMP-2", {
      vehicle_type: m.typeName.toUpperCase(),
      make: "suzuki",
    })},Out Of Services,`;
    const [{ name: rule } = { name: "" }] = await t.db
      .select({ name: fuelRules.name })
      .from(fuelRules)
      .where(eq(fuelRules.id, ruleId));
    const res = await importFile(staff.token, `${csv}${rule}\n`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ imported: 2, errors: [] });
    const listed = await t.api.call(list, { token: company.token, query: { sort: "car_id", order: "asc" } });
    expect(listed.body.result.items).toEqual([
      expect.objectContaining({
        car_id: "IMP-1",
        status: "pause",
        fuel_type: "diesel",
        make_id: m.makeId,
        rule_id: null,
      }),
      expect.objectContaining({ car_id: "IMP-2", status: "out_of_service", model_id: m.modelId, rule_id: ruleId }),
    ]);
    const tokens = await Promise.all(
      listed.body.result.items.map(
        async (v) =>
          (await t.api.call(vehicleEndpoints.qr, { token: staff.token, params: { id: v._id } })).body.result.qr_token,
      ),
    );
    expect(new Set(tokens).size).toBe(2);

    const exported = (await exportFile(company.token)).body;
    const other = await createCompany(t);
    await createRule(t, other.companyId, { fuelType: "diesel" });
    const again = await importFile(other.token, exported);
    // The rule is named by the first company's rule name, which the other company lacks.
    expect(again.body.result?.errors).toEqual([
      importRowError(expect.any(Number), "rule", "is not a rule of this company"),
    ]);
    const withoutRules = exported.replace(new RegExp(`,${rule}\\r\\n`), ",\r\n");
    expect((await importFile(other.token, withoutRules)).body.result).toEqual({ imported: 2, errors: [] });
    expect(await listTotal(t, list, other.token)).toBe(2);
  });
});
