import "@mantine/core/styles/Table.css";
import { Table, Text } from "@mantine/core";
import type { Column } from "./data-table";

interface Props<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T, index: number) => string;
  /** What shows in place of the table when there is no row. */
  empty: string;
  emptyTestId?: string;
  minWidth?: number;
}

// Amounts stay on one line: "-SAR 300.00" must not break after its sign.
const END = { textAlign: "end", whiteSpace: "nowrap" } as const;

/** A record's lines as loaded with it (a job card's services, an invoice's payments): no paging, read only. */
export function StaticTable<T>({ label, rows, columns, rowKey, empty, emptyTestId, minWidth = 520 }: Props<T>) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid={emptyTestId}>
        {empty}
      </Text>
    );
  }
  const align = (column: Column<T>) => (column.alignEnd ? END : undefined);
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: "auto" }}>
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={align(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td key={column.key} fw={column.isMain ? 500 : undefined} style={align(column)}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
