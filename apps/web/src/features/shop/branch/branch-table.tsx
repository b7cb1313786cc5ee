import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Badge.css";
import { ActionIcon, Badge, Group, Pagination, Skeleton, Stack, Table, Text } from "@mantine/core";
import type { BranchDto, ListResult } from "@pitlane/domain";
import { IconBuildingStore, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { branchName } from "./branch-hooks";

export interface BranchTableProps {
  data: ListResult<BranchDto> | undefined;
  /** First load: no rows to show yet. */
  pending: boolean;
  /** A search or status filter is on (changes the empty-state text). */
  isFiltered: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (branch: BranchDto) => void;
  onPageChange: (page: number) => void;
}

const COLUMNS = 6;

function SkeletonRows() {
  return Array.from({ length: 4 }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: COLUMNS }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function BranchTable({
  data,
  pending,
  isFiltered,
  canEdit,
  canDelete,
  onDelete,
  onPageChange,
}: BranchTableProps) {
  const { t, i18n } = useTranslation();
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const isEmpty = !pending && items.length === 0;

  const rows = items.map((branch) => {
    const name = branchName(branch, i18n.language);
    return (
      <Table.Tr key={branch._id}>
        {/* Cells keep the page's direction, so each lines up with its header; the text's own
            direction goes on an inner <bdi>, which also keeps "+92 ..." or "Main (North)" intact. */}
        <Table.Td fw={500}>
          <bdi lang="en" dir="ltr">
            {branch.branch_name_english}
          </bdi>
        </Table.Td>
        <Table.Td>
          <bdi lang="ar" dir="rtl">
            {branch.branch_name_arabic}
          </bdi>
        </Table.Td>
        <Table.Td>
          <bdi>{(i18n.language === "ar" ? branch.city_name_arabic : null) ?? branch.city_name ?? "—"}</bdi>
        </Table.Td>
        <Table.Td>
          <bdi dir="ltr">{branch.phone}</bdi>
        </Table.Td>
        <Table.Td>
          <Badge color={branch.active ? "teal" : "gray"} variant="light">
            {branch.active ? t("statuses.active") : t("statuses.inactive")}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {canEdit && (
              <ActionIcon
                component={Link}
                to={`/settings/store/branches/edit/${branch._id}`}
                variant="subtle"
                aria-label={t("shop.branch.actions.edit", { name })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            )}
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onDelete(branch)}
                aria-label={t("shop.branch.actions.delete", { name })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={pending} aria-label={t("shop.store.section_branches")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("shop.branch.columns.name_english")}</Table.Th>
              <Table.Th>{t("shop.branch.columns.name_arabic")}</Table.Th>
              <Table.Th>{t("fields.city")}</Table.Th>
              <Table.Th>{t("fields.phone")}</Table.Th>
              <Table.Th>{t("fields.status")}</Table.Th>
              <Table.Th style={{ textAlign: "end" }}>{t("shop.branch.columns.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{pending ? <SkeletonRows /> : rows}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {isEmpty && (
        <Stack align="center" gap="xs" py="xl" c="dimmed">
          <IconBuildingStore size={40} stroke={1.4} aria-hidden />
          <Text fw={500}>{isFiltered ? t("shop.branch.list.empty_filtered") : t("shop.branch.list.empty")}</Text>
        </Stack>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t("shop.branch.list.range", {
              from: (data.page - 1) * data.limit + 1,
              to: (data.page - 1) * data.limit + items.length,
              total: data.total,
            })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={data.page}
              onChange={onPageChange}
              getItemProps={(page) => ({ "aria-label": t("shop.branch.list.page", { page }) })}
              getControlProps={(control) => ({ "aria-label": t(`shop.branch.list.${control}_page`) })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
