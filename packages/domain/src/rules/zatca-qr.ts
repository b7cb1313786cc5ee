/** What a Saudi simplified e-invoice QR code carries (ZATCA phase 1), in the order of its tags. */
export interface ZatcaInvoice {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. "2025-03-01T10:15:00Z". */
  timestamp: string;
  /** Major units with two decimals, e.g. "1150.00". */
  totalWithVat: string;
  vatTotal: string;
}

const MAX_VALUE_BYTES = 255;

/**
 * TextEncoder and btoa are globals of Node and every browser, but this package compiles without
 * the DOM or Node typings, so it names the two it uses.
 */
interface WebEncoding {
  TextEncoder: new () => { encode(input: string): Uint8Array };
  btoa(binary: string): string;
}
const web = globalThis as unknown as WebEncoding;

/** Tag, length and value: one byte each for tag and length, so a value holds at most 255 UTF-8 bytes. */
function tlv(tag: number, value: string): Uint8Array {
  const bytes = new web.TextEncoder().encode(value);
  if (bytes.length > MAX_VALUE_BYTES) {
    throw new RangeError(`tag ${tag}: value is ${bytes.length} bytes, at most ${MAX_VALUE_BYTES} fit`);
  }
  return Uint8Array.of(tag, bytes.length, ...bytes);
}

/** btoa takes a "binary string": one character per byte. */
function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return web.btoa(binary);
}

/** The text of the QR code: tags 1 to 5 as TLV, concatenated, in base64. */
export function zatcaQrBase64(invoice: ZatcaInvoice): string {
  const fields = [invoice.sellerName, invoice.vatNumber, invoice.timestamp, invoice.totalWithVat, invoice.vatTotal];
  const parts = fields.map((value, index) => tlv(index + 1, value));
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return base64Of(all);
}
