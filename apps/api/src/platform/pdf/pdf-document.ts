import type PDFDocument from "pdfkit";
import { FONTS } from "./pdf-layout.js";

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * An A4 document with the fonts registered, and `finish()` for its bytes. No margins: every text is
 * placed at its own position, so pdfkit never breaks a page by itself.
 */
export async function createPdf(title: string): Promise<{ doc: PdfDoc; finish: () => Promise<Buffer> }> {
  // pdfkit and its fonts take half a second to load: on first download, not at start-up.
  const { default: PDFKit } = await import("pdfkit");
  const doc = new PDFKit({ size: "A4", margin: 0, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
