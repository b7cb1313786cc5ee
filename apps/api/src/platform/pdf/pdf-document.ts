import type PDFDocument from "pdfkit";
import { FONTS } from "./pdf-layout.js";

/**
 * An empty A4 document with the layout's fonts, and its bytes once `doc.end()` is called. pdfkit
 * and its fonts take half a second to load: on the first download, not at start-up. No margins:
 * every text is placed at its own position, so pdfkit never breaks a page by itself.
 */
export async function openA4Pdf(
  title: string,
): Promise<{ doc: InstanceType<typeof PDFDocument>; bytes: Promise<Buffer> }> {
  const { default: PDFKit } = await import("pdfkit");
  const doc = new PDFKit({ size: "A4", margin: 0, info: { Title: title } });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  return { doc, bytes };
}
