import type PDFDocument from "pdfkit";
import type { PdfClock } from "./pdf-language.js";
import { FONTS, createCanvas, type Canvas } from "./pdf-layout.js";

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** What a document's parts draw with: the canvas, the words of its language, and the shop's wall clock. */
export interface PdfContext<Texts> extends PdfClock {
  canvas: Canvas;
  texts: Texts;
}

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

/** An A4 document drawn by `draw` in one direction (the whole page mirrored for Arabic), as the PDF's bytes. */
export async function renderPdf(
  title: string,
  direction: "ltr" | "rtl",
  draw: (doc: PdfDoc, canvas: Canvas) => Promise<void> | void,
): Promise<Buffer> {
  const { doc, finish } = await createPdf(title);
  await draw(doc, createCanvas(doc, direction));
  return finish();
}
