import type PDFDocument from "pdfkit";
import { PAGE, PAGE_BOTTOM, type Canvas, type TextStyle } from "./pdf-layout.js";

type Doc = InstanceType<typeof PDFDocument>;

export interface TableColumn {
  width: number;
  align?: "start" | "end" | "center";
}

const PAD = 3;

/**
 * A table of many rows across pages: each row is as tall as its tallest wrapped cell, and a row that
 * does not fit starts a new page with the header again. Columns are laid out from where reading
 * starts (the canvas mirrors them on an Arabic page). Answers where the table ends.
 */
export function drawTable(
  doc: Doc,
  c: Canvas,
  table: { columns: TableColumn[]; header: string[]; rows: string[][]; top: number; size?: number },
): number {
  const style: TextStyle = { size: table.size ?? 7 };
  const width = table.columns.reduce((sum, column) => sum + column.width, 0);
  const cellsOf = (cells: string[], top: number) => {
    let left = PAGE.margin;
    return table.columns.map((column, i) => {
      const cell = { left: left + PAD, top: top + PAD, width: column.width - 2 * PAD, align: column.align };
      left += column.width;
      return { cell, value: cells[i] ?? "" };
    });
  };
  const heightOf = (cells: string[], rowStyle: TextStyle) =>
    Math.max(...cellsOf(cells, 0).map(({ cell, value }) => c.heightOf(value, cell.width, rowStyle))) + 2 * PAD;
  const draw = (cells: string[], top: number, rowStyle: TextStyle) => {
    for (const { cell, value } of cellsOf(cells, top)) c.text(value, cell, rowStyle);
  };
  const header = (top: number) => {
    const bold = { ...style, bold: true };
    const height = heightOf(table.header, bold);
    c.fill(PAGE.margin, top, width, height, "#e4e7eb");
    draw(table.header, top, bold);
    return top + height;
  };

  let top = header(table.top);
  for (const cells of table.rows) {
    const height = heightOf(cells, style);
    if (top + height > PAGE_BOTTOM) {
      doc.addPage();
      top = header(PAGE.margin);
    }
    draw(cells, top, style);
    top += height;
    c.rule(PAGE.margin, top, width, "#e4e7eb");
  }
  return top;
}

/** Starts a new page when `height` more does not fit below `top`; answers where to draw. */
export function roomFor(doc: Doc, top: number, height: number): number {
  if (top + height <= PAGE_BOTTOM) return top;
  doc.addPage();
  return PAGE.margin;
}
