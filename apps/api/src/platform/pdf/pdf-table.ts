import type { PdfDoc } from "./pdf-document.js";
import { PAGE, type Canvas } from "./pdf-layout.js";

const PAD = 5;
const HEADER_FILL = "#e4e7eb";

/** A column of a printed table, from where reading starts; amounts align to where it ends. */
export interface PdfColumn {
  width: number;
  align: "start" | "end";
}

interface Table {
  columns: readonly PdfColumn[];
  header: string[];
  rows: string[][];
  /** Where the table starts on the page; its left edge is the page's margin. */
  top: number;
}

/**
 * A table of text cells at the page's margin: a shaded header, then the rows with a rule under each,
 * continued on a new page (with the header again) when a row does not fit. Answers where it ends.
 */
export function drawTable(doc: PdfDoc, c: Canvas, table: Table): number {
  const { columns } = table;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const bottom = PAGE.height - PAGE.margin;

  const heightOf = (cells: string[], bold: boolean) =>
    Math.max(...columns.map((col, i) => c.heightOf(cells[i] ?? "", col.width - 2 * PAD, { bold }))) + 2 * PAD;

  function row(cells: string[], top: number, bold = false) {
    let left = PAGE.margin;
    columns.forEach((col, i) => {
      const cell = { left: left + PAD, top: top + PAD, width: col.width - 2 * PAD, align: col.align };
      c.text(cells[i] ?? "", cell, { bold });
      left += col.width;
    });
    return heightOf(cells, bold);
  }

  function header(top: number) {
    c.fill(PAGE.margin, top, width, heightOf(table.header, true), HEADER_FILL);
    return top + row(table.header, top, true);
  }

  let top = header(table.top);
  for (const cells of table.rows) {
    if (top + heightOf(cells, false) > bottom) {
      doc.addPage();
      top = header(PAGE.margin);
    }
    top += row(cells, top);
    c.rule(PAGE.margin, top, width, HEADER_FILL);
  }
  return top + 12;
}
