import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Badge.css";
import { Group, Pagination, Skeleton, Stack, Table, Text } from "@mantine/core";
import type { ListResult } from "@pitlane/domain";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pageCount, rangeText } from "./list-range";

export interface Column<T> {
  key: string;
  /** Text, or a control (a select-all checkbox). */
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** The actions column sits at the end of the line. */
  alignEnd?: boolean;
  /** The row's main cell (bolder). */
  isMain?: boolean;
}

/** What a list screen hands its table: a page of rows and where it stands. */
export interface ListTableProps<T> {
  data: ListResult<T> | undefined;
  /** First load: no rows to show yet. */
  pending: boolean;
  /** The previous answer's rows stay on screen while a new filter or page loads: the table says it is busy. */
  refreshing?: boolean;
  /** A search or filter is on (changes the empty-state text). */
  isFiltered: boolean;
  onPageChange: (page: number) => void;
}

interface Props<T> extends ListTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  /** What the empty state says: with no rows at all, and with none matching the search or filters. */
  emptyTexts: { none: string; filtered: string };
  emptyIcon: Icon;
  /** Under the empty state when the list has no rows at all: the way to add the first one. */
  emptyAction?: ReactNode;
  minWidth?: number;
  /**
   * A click anywhere on a row opens it (clicks on its own links and buttons do what they say); a
   * link in the row stays the keyboard's and screen reader's way in.
   */
  onRowClick?: (row: T) => void;
}

const isOnControl = (target: EventTarget) => target instanceof Element && !!target.closest("a, button, input");

/**
 * A server-paginated table: skeleton rows while the first page loads, an empty state, the range
 * shown ("1–10 of 42", "1–10 of 1,000+" past the count's cap) and the pager. Rows are records with their `_id`. Cells keep the page's
 * direction; text that needs its own goes in a <bdi> inside the cell.
 */
export function DataTable<T extends { _id: string }>({
  label,
  columns,
  data,
  pending,
  refreshing = false,
  isFiltered,
  emptyTexts,
  emptyIcon: EmptyIcon,
  emptyAction,
  onPageChange,
  minWidth = 720,
  onRowClick,
}: Props<T>) {
  const { t, i18n } = useTranslation();
  const items = data?.items ?? [];
  // A capped total offers the pages it reaches; the next answer's total is counted from there on.
  const pages = data ? pageCount(data) : 1;
  const isEmpty = !pending && items.length === 0;
  const align = (column: Column<T>) => (column.alignEnd ? { textAlign: "end" as const } : undefined);

  const skeleton = Array.from({ length: 4 }, (_, row) => (
    <Table.Tr key={row}>
      {columns.map((column) => (
        <Table.Td key={column.key}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));

  const rows = items.map((row) => (
    <Table.Tr
      key={row._id}
      onClick={
        onRowClick &&
        ((event) => {
          if (!isOnControl(event.target)) onRowClick(row);
        })
      }
      style={onRowClick && { cursor: "pointer" }}
    >
      {columns.map((column) => (
        <Table.Td key={column.key} fw={column.isMain ? 500 : undefined} style={align(column)}>
          {column.render(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  ));

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: "auto" }}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={pending || refreshing} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} style={align(column)}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{pending ? skeleton : rows}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {isEmpty && (
        <Stack align="center" gap="xs" py="xl" c="dimmed">
          <EmptyIcon size={40} stroke={1.4} aria-hidden />
          <Text fw={500}>{isFiltered ? emptyTexts.filtered : emptyTexts.none}</Text>
          {!isFiltered && emptyAction}
        </Stack>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {rangeText(t, i18n.language, data, items.length)}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={data.page}
              onChange={onPageChange}
              getItemProps={(page) => ({ "aria-label": t("list.page", { page }) })}
              getControlProps={(control) => ({ "aria-label": t(`list.${control}_page`) })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
