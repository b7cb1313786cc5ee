import { reportEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { getFile, readPdf as readReportPdf } from "../../../test/pdf-text.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { MARCH, marchScene, type MarchScene } from "../../../test/factories/fleet-report.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { FORBIDDEN, fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";
import { createFleetUser } from "../../../test/factories/fleet.js";

// One company downloads more files in a minute here than the export budget allows (decision 0032).
const t = useTestApp({ SESSION_EXPORTS_PER_MINUTE: "100", TENANT_EXPORTS_PER_MINUTE: "100" });
checkLedgerAfterEach(t);
const { itRefusesWithoutSession } = fleetRefusals;
const { consumption, fuelings, employees, topUps } = reportEndpoints;

const download = (token: string, url: string) => getFile(t, token, url);
/** Where the first page of each downloaded report is kept as a PNG, for a person to look at. */
const PICTURES = new URL("../../../../../web/test-results/report-pdf/", import.meta.url);
const query = (q: Record<string, string>) => `?${new URLSearchParams(q).toString()}`;
const readPdf = (bytes: Buffer, name: string) => readReportPdf(bytes, PICTURES, name);

describe("GET /fueling/api/reports/<report>/csv and /pdf", () => {
  itRefusesWithoutSession(t, consumption.csv);
  itRefusesWithoutSession(t, consumption.pdf);

  it("answers 400 naming the field for a range longer than a year", async () => {
    const company = await createCompany(t);
    const res = await download(company.token, consumption.csv.path + query({ from: "2024-01-01", to: "2025-06-30" }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidEnvelope("to: must be at most 366 days after from, both included"));
  });

  it("answers 403 to a user who may view the reports but not export them", async () => {
    const company = await createCompany(t);
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["reports.view"] });
    for (const endpoint of [consumption.csv, consumption.pdf, fuelings.csv, employees.pdf, topUps.csv]) {
      const res = await download(viewer.token, endpoint.path);
      expect(res.statusCode, endpoint.path).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  describe("on a company's March", () => {
    let m: MarchScene;

    it("writes the consumption by vehicle as CSV: a header, then a row per vehicle", async () => {
      m = await marchScene(t);
      const res = await download(m.scene.company.token, consumption.csv.path + query({ ...MARCH, by: "vehicle" }));
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="consumption-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe("vehicle,detail,fuelings,litres,fuel_amount,total_amount,km,litres_per_100_km,cost_per_km");
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(
        new RegExp(`^${m.ali.vehicle.plateNo},${m.ali.vehicle.carId},2,50\\.000,12500,[\\d.]+,200,25,`),
      );
      expect(lines[2]).toMatch(
        new RegExp(`^${m.sara.vehicle.plateNo},${m.sara.vehicle.carId},1,10\\.000,2500,[\\d.]+,100,10,`),
      );
    });

    it("writes the fueling history and the employee report as CSV, every fill or driver of the range", async () => {
      const token = m.scene.company.token;
      const fills = (await download(token, fuelings.csv.path + query(MARCH))).body.trim().split("\r\n");
      expect(fills).toHaveLength(4);
      expect(fills[1]).toContain("2025-03-31T18:30:00.000Z");
      const drivers = (await download(token, employees.csv.path + query(MARCH))).body.trim().split("\r\n");
      expect(drivers.slice(1).map((line) => line.split(",")[0])).toEqual(["Ali Raza", "Sara Khan"]);
    });

    it("prints the consumption by vehicle as an A4 PDF in English, with the range, the rows and the totals", async () => {
      const res = await download(
        m.scene.company.token,
        consumption.pdf.path + query({ ...MARCH, by: "vehicle", lang: "en" }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="consumption-2025-03-01-2025-03-31.pdf"');
      const text = readPdf(res.rawPayload, "consumption-en");
      for (const expected of [
        "Consumption by vehicle",
        "01 March 2025 – 31 March 2025",
        m.ali.vehicle.plateNo,
        "50.000",
        "12,500.00",
        "L/100 km",
        "Totals",
        "60.000",
        "15,000.00",
      ]) {
        expect(text).toContain(expected);
      }
    });

    it("prints the same report and the fueling history in Arabic, right to left, with Latin digits", async () => {
      const token = m.scene.company.token;
      const arabic = readPdf(
        (await download(token, consumption.pdf.path + query({ ...MARCH, lang: "ar" }))).rawPayload,
        "consumption-ar",
      );
      for (const expected of ["12,500.00", "60.000", "2025", m.sara.vehicle.plateNo])
        expect(arabic).toContain(expected);
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
      const history = readPdf(
        (await download(token, fuelings.pdf.path + query({ ...MARCH, lang: "ar" }))).rawPayload,
        "fuelings-ar",
      );
      for (const expected of ["30.000", "15,000.00", m.ali.vehicle.plateNo]) expect(history).toContain(expected);
      const english = readPdf(
        (await download(token, topUps.pdf.path + query({ from: "2025-03-01", to: "2025-03-31" }))).rawPayload,
        "top-ups-en",
      );
      expect(english).toContain("Top-up history");
    });
  });
});
