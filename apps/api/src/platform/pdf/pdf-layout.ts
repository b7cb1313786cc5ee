import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;
type Direction = "ltr" | "rtl";

const require = createRequire(import.meta.url);
/** DejaVu Sans covers Latin and Arabic, in both weights. */
export const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
/** Where a page's content ends: nothing is drawn below the bottom margin. */
export const PAGE_BOTTOM = PAGE.height - PAGE.margin;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG_LTR = /[A-Za-z0-9\u00C0-\u024F]/;
// Bidi marks that Intl may put in Arabic dates; the words are ordered here instead.
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

const directionOf = (word: string): Direction | null =>
  ARABIC.test(word) ? "rtl" : STRONG_LTR.test(word) ? "ltr" : null;

/**
 * The words of one line from left to right. pdfkit shapes an Arabic word (its letters joined, in
 * the right order) but runs no bidi algorithm over a line, so the line is cut into runs of one
 * direction: the runs follow the paragraph's direction, an Arabic run's words go right to left and
 * a Latin or numeric run's left to right. Neutral words (a dash) join the run they sit in.
 */
export function visualOrder(words: readonly string[], base: Direction): string[] {
  const runs: { direction: Direction; words: string[] }[] = [];
  for (const word of words) {
    const last = runs.at(-1);
    const direction = directionOf(word) ?? last?.direction ?? base;
    if (last?.direction === direction) last.words.push(word);
    else runs.push({ direction, words: [word] });
  }
  const ordered = runs.map((run) => (run.direction === "rtl" ? [...run.words].reverse() : run.words));
  return (base === "rtl" ? ordered.reverse() : ordered).flat();
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
}

/** Where a text goes, in the left-to-right design of the page; a right-to-left page mirrors it. */
export interface Cell {
  left: number;
  top: number;
  width: number;
  /** Toward where the reading starts, or where it ends (amounts); mirrored with the page. */
  align?: "start" | "end" | "center";
}

/**
 * Drawing on one page direction: boxes are given as on an English page and mirrored for Arabic,
 * so the labels sit on the right and the table's columns run right to left.
 */
export function createCanvas(doc: Doc, direction: Direction) {
  const rtl = direction === "rtl";
  const mirror = (left: number, width: number) => (rtl ? PAGE.width - left - width : left);

  function useStyle(style: TextStyle) {
    doc
      .font(style.bold ? "bold" : "regular")
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? "#1f2933");
  }

  const wordsOf = (text: string) => text.replace(BIDI_MARKS, "").split(/\s+/).filter(Boolean);

  /** Breaks the text into lines no wider than `width`; a single word wider than that keeps its own line. */
  function wrap(text: string, width: number): string[][] {
    const space = doc.widthOfString(" ");
    const lines: string[][] = [];
    let line: string[] = [];
    let used = 0;
    for (const word of wordsOf(text)) {
      const w = doc.widthOfString(word);
      if (line.length > 0 && used + space + w > width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      used += (line.length > 0 ? space : 0) + w;
      line.push(word);
    }
    if (line.length > 0) lines.push(line);
    return lines;
  }

  function drawLine(words: string[], cell: Cell, top: number) {
    const space = doc.widthOfString(" ");
    const placed = visualOrder(words, direction).map((word) => ({ word, width: doc.widthOfString(word) }));
    const total = placed.reduce((sum, p) => sum + p.width, 0) + space * Math.max(0, placed.length - 1);
    const left = mirror(cell.left, cell.width);
    const align = cell.align ?? "start";
    const atRight = (align === "start") === rtl;
    let x = align === "center" ? left + (cell.width - total) / 2 : atRight ? left + cell.width - total : left;
    for (const { word, width } of placed) {
      doc.text(word, x, top, { lineBreak: false });
      x += width + space;
    }
  }

  /** Draws the text wrapped in its cell and answers the height it took. */
  function text(value: string, cell: Cell, style: TextStyle = {}): number {
    useStyle(style);
    const lineHeight = doc.currentLineHeight(true);
    const lines = wrap(value, cell.width);
    lines.forEach((line, i) => drawLine(line, cell, cell.top + i * lineHeight));
    return Math.max(1, lines.length) * lineHeight;
  }

  /** The height the text would take in a cell `width` wide. */
  function heightOf(value: string, width: number, style: TextStyle = {}): number {
    useStyle(style);
    return Math.max(1, wrap(value, width).length) * doc.currentLineHeight(true);
  }

  function rule(left: number, top: number, width: number, color = "#cbd2d9") {
    const x = mirror(left, width);
    doc
      .moveTo(x, top)
      .lineTo(x + width, top)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
  }

  function fill(left: number, top: number, width: number, height: number, color: string) {
    doc.rect(mirror(left, width), top, width, height).fillColor(color).fill();
  }

  function image(png: Buffer, left: number, top: number, size: number) {
    doc.image(png, mirror(left, size), top, { width: size, height: size });
  }

  return { rtl, text, heightOf, rule, fill, image };
}

export type Canvas = ReturnType<typeof createCanvas>;
