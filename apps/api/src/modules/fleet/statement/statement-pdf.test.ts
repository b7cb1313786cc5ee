import { statementEndpoints as e } from "@pitlane/domain/fleet/statement-endpoints";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { downloadOf, readPdf as readPdfText } from "../../../test/pdf-text.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { datedMoney, downloadFrom, karachiAt as at, statementScene } from "../../../test/factories/statement.js";

const clock = { now: at("2026-10-05") };
const t = useTestApp(
  { SESSION_EXPORTS_PER_MINUTE: "100", TENANT_EXPORTS_PER_MINUTE: "100" },
  { clock: () => clock.now },
);
checkLedgerAfterEach(t);
const money = datedMoney(t, clock);

/** Where the first page of each downloaded PDF is kept as a PNG, for a person to look at. */
const PICTURES = new URL("../../../../../web/test-results/statement-pdf/", import.meta.url);

/** The PDF's text and its number of pages (pdftotext ends every page with a form feed). */
function readPdf(bytes: Buffer, name: string) {
  const text = readPdfText(bytes, PICTURES, name);
  return { text, pages: text.split("\f").length - 1 };
}

/** A busy September: a top-up and 30 purchases, two a day, more than one page holds. */
async function busyMonth() {
  const scene = await statementScene(t);
  await money.topUp(scene.company.companyId, 500_000_00, at("2026-09-01", "09:00"));
  for (let i = 0; i < 30; i += 1) {
    const day = String(2 + Math.floor(i / 2)).padStart(2, "0");
    await money.purchase(scene, at(`2026-09-${day}`, i % 2 ? "17:45" : "08:15"));
  }
  const list = await t.api.call(e.list, { token: scene.company.token });
  return { scene, statement: list.body.result!.items[0]! };
}

// Thirty purchases through the station API per test: longer than the default on a busy machine.
const SLOW = 120_000;

describe("the statement's PDF", () => {
  it(
    "prints a long month over several pages, in English and in Arabic, with its number, company, period and totals",
    async () => {
      const { scene, statement } = await busyMonth();
      const pdfIn = (lang: string) => downloadOf(t, e.pdf, scene.company.token, statement._id!, lang);

      const english = await pdfIn("en");
      expect(english.statusCode).toBe(200);
      expect(english.headers["content-type"]).toBe("application/pdf");
      expect(english.headers["content-disposition"]).toBe('attachment; filename="statement-1-2026-09-en.pdf"');
      expect(english.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      const en = readPdf(english.rawPayload, "monthly-en");
      expect(en.pages).toBeGreaterThan(1);
      for (const expected of [
        "Monthly statement",
        "Statement number",
        "01 September 2026",
        "30 September 2026",
        "Opening balance",
        "Closing balance",
        "1234567-8",
        "Payment method: prepaid balance",
        "500,000.00",
      ]) {
        expect(en.text).toContain(expected);
      }
      const closing = statement.closing.toLocaleString("en-US", { minimumFractionDigits: 2 });
      expect(en.text).toContain(closing);
      // Every purchase is a line: its 20 litres, to three decimals.
      expect(en.text.match(/20\.000/g)).toHaveLength(30);

      const arabic = await pdfIn("ar");
      expect(arabic.headers["content-disposition"]).toBe('attachment; filename="statement-1-2026-09-ar.pdf"');
      const ar = readPdf(arabic.rawPayload, "monthly-ar");
      expect(ar.pages).toBe(en.pages);
      for (const expected of ["1234567-8", "500,000.00", closing, "2026"]) expect(ar.text).toContain(expected);
      // Right to left: the label of the closing balance stands to the right of its amount.
      const line = ar.text.split("\n").find((l) => l.includes(closing) && !l.includes("500,000.00"))!;
      expect(line.indexOf(closing)).toBeLessThan(line.trimEnd().length - closing.length);
    },
    SLOW,
  );

  it(
    "prints a statement of account for a range without a number",
    async () => {
      const { scene } = await busyMonth();
      const res = await downloadFrom(
        t,
        scene.company.token,
        `${e.accountPdf.path}?from=2026-09-10&to=2026-09-12&lang=en`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toBe(
        'attachment; filename="statement-of-account-2026-09-10-2026-09-12-en.pdf"',
      );
      const { text } = readPdf(res.rawPayload, "account-en");
      expect(text).toContain("Statement of account");
      expect(text).not.toContain("Statement number");
      expect(text).toMatch(/From\s+10 September 2026/);
      expect(text).toMatch(/To\s+12 September 2026/);
      expect(text.match(/20\.000/g)).toHaveLength(6);
    },
    SLOW,
  );
});
