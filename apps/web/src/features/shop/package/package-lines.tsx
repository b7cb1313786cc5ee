import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Badge.css";
import { ActionIcon, Badge, Input, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChoicesGate } from "./choices-gate";
import { LinePicker, type PickerOption } from "./line-picker";

/** A chosen line as the table shows it. */
export interface ChosenLine {
  id: string;
  name: string;
  /** False when the branch no longer offers it (an edited package's old line): flagged, still removable. */
  isOffered: boolean;
}

/** A column between the line's name and its remove button. */
export interface LineColumn<Line> {
  header: string;
  w?: number;
  render: (line: Line) => ReactNode;
}

interface Props<Line extends ChosenLine> {
  branchId: string;
  /** The branch's services or products as loaded (TanStack Query's state). */
  choices: { data?: unknown[]; isPending: boolean; error: unknown; refetch: () => unknown };
  /** What is left to pick (the chosen ones are not offered twice). */
  options: PickerOption[];
  lines: Line[];
  columns: LineColumn<Line>[];
  minWidth: number;
  texts: {
    loading: string;
    /** The branch offers none at all. */
    noChoices: string;
    pick: string;
    search: string;
    noneChosen: string;
    /** The table's accessible name and its first column. */
    table: string;
    name: string;
    /** The badge of a line the branch no longer offers. */
    notOffered: string;
  };
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  error?: string;
}

/** One part of the package builder: a picker of the branch's services or products, and the chosen lines. */
export function PackageLines<Line extends ChosenLine>(props: Props<Line>) {
  const { branchId, choices, options, lines, columns, minWidth, texts, onAdd, onRemove, error } = props;
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ChoicesGate
        branchId={branchId}
        choices={choices}
        chooseBranchText={t("shop.package.builder.choose_branch_first")}
        loadingText={texts.loading}
      >
        {(choices.data ?? []).length === 0 ? (
          <Text c="dimmed">{texts.noChoices}</Text>
        ) : (
          <LinePicker label={texts.pick} placeholder={texts.search} options={options} onPick={onAdd} />
        )}
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.noneChosen}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="xs" aria-label={texts.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.name}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.header} w={column.w}>
                      {column.header}
                    </Table.Th>
                  ))}
                  <Table.Th w={48}>
                    <VisuallyHidden>{t("shop.package.columns.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      <bdi>{line.name}</bdi>
                      {!line.isOffered && (
                        <Badge ms="xs" color="orange" variant="light">
                          {texts.notOffered}
                        </Badge>
                      )}
                    </Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column.header}>{column.render(line)}</Table.Td>
                    ))}
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => onRemove(line.id)}
                        aria-label={t("shop.package.builder.remove", { name: line.name })}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ChoicesGate>
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
