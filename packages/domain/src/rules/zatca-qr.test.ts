import { describe, expect, it } from "vitest";
import { zatcaQrBase64, type ZatcaInvoice } from "./zatca-qr.js";

// The package compiles without DOM or Node typings; atob is a global of both.
const { atob } = globalThis as unknown as { atob(base64: string): string };
const bytesOf = (base64: string) => Array.from(atob(base64), (char) => char.charCodeAt(0));
/** The bytes of plain ASCII text, one per character. */
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Reads the TLV back: [tag, length, value bytes] per field. */
function fieldsOf(bytes: number[]): [number, number, number[]][] {
  const fields: [number, number, number[]][] = [];
  for (let i = 0; i < bytes.length;) {
    const tag = bytes[i] ?? -1;
    const length = bytes[i + 1] ?? -1;
    fields.push([tag, length, bytes.slice(i + 2, i + 2 + length)]);
    i += 2 + length;
  }
  return fields;
}

const invoice: ZatcaInvoice = {
  sellerName: "Bobs Records",
  vatNumber: "310122393500003",
  timestamp: "2022-04-25T15:30:00Z",
  totalWithVat: "1000.00",
  vatTotal: "150.00",
};

describe("zatcaQrBase64", () => {
  it("encodes the example the tax authority publishes", () => {
    expect(zatcaQrBase64(invoice)).toBe(
      "AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==",
    );
  });

  it("writes tags 1 to 5, each with the byte length of its UTF-8 value, an Arabic name included", () => {
    // 10 letters and a space, but Arabic letters take two bytes each in UTF-8: 19 bytes.
    const sellerName = "ورشة النور";
    const qr = zatcaQrBase64({ ...invoice, sellerName, totalWithVat: "1150.00" });
    const seller = [217, 136, 216, 177, 216, 180, 216, 169, 32, 216, 167, 217, 132, 217, 134, 217, 136, 216, 177];
    expect(fieldsOf(bytesOf(qr))).toEqual([
      [1, 19, seller],
      [2, 15, ascii("310122393500003")],
      [3, 20, ascii("2022-04-25T15:30:00Z")],
      [4, 7, ascii("1150.00")],
      [5, 6, ascii("150.00")],
    ]);
    expect(bytesOf(qr)).toHaveLength(5 * 2 + 19 + 15 + 20 + 7 + 6);
  });

  it("refuses a value longer than 255 bytes, which one length byte cannot say", () => {
    expect(() => zatcaQrBase64({ ...invoice, sellerName: "a".repeat(255) })).not.toThrow();
    expect(() => zatcaQrBase64({ ...invoice, sellerName: "a".repeat(256) })).toThrow(RangeError);
    // 128 Arabic letters are only 128 characters but 256 bytes.
    expect(() => zatcaQrBase64({ ...invoice, sellerName: "ن".repeat(128) })).toThrow(RangeError);
  });
});
