import "@mantine/core/styles/Badge.css";
import { ActionIcon, Anchor, Badge, Group, Text } from "@mantine/core";
import type { FuelRuleDto } from "@pitlane/domain";
import { IconEye, IconGasStation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { RowActions } from "../../../shared/ui/row-actions";
import { StatusBadge } from "../../../shared/ui/table-columns";
import { useRuleFormat } from "./rule-format";
import { ruleEditPath, ruleViewPath } from "./rule-paths";

export interface RuleTableProps extends ListTableProps<FuelRuleDto> {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (rule: FuelRuleDto) => void;
}

/** Active or not, and whether it has ended or is set to end ("no rule from next month"). */
function RuleStatus({ rule }: { rule: FuelRuleDto }) {
  const { t } = useTranslation();
  const format = useRuleFormat();
  if (rule.ends_on && !rule.in_force && rule.status === "active") {
    return (
      <Badge color="gray" variant="light">
        {t("fleet.rule.list.ended")}
      </Badge>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge isActive={rule.status === "active"} />
      {rule.ends_on && (
        <Text size="xs" c="dimmed">
          {t("fleet.rule.list.ends_on", { date: format.day(rule.ends_on) })}
        </Text>
      )}
    </Group>
  );
}

export function RuleTable({ canEdit, canDelete, onDelete, ...list }: RuleTableProps) {
  const { t } = useTranslation();
  const format = useRuleFormat();
  const columns: Column<FuelRuleDto>[] = [
    {
      key: "name",
      header: t("fleet.rule.columns.name"),
      isMain: true,
      render: (r) => (
        <Anchor component={Link} to={ruleViewPath(r._id)}>
          <bdi>{r.name}</bdi>
        </Anchor>
      ),
    },
    {
      key: "fuel_type",
      header: t("fleet.rule.columns.fuel_type"),
      render: (r) => t(`fleet.rule.fuel_types.${r.fuel_type}`),
    },
    { key: "limit", header: t("fleet.rule.columns.limit"), render: (r) => <bdi>{format.ruleLimit(r)}</bdi> },
    { key: "cycle", header: t("fleet.rule.columns.cycle"), render: (r) => t(`fleet.rule.cycles.${r.cycle}`) },
    { key: "per_day", header: t("fleet.rule.columns.fuelings_per_day"), render: (r) => r.fuelings_per_day },
    {
      key: "holders",
      header: t("fleet.rule.columns.holders"),
      render: (r) => `${r.employees_count} / ${r.vehicles_count}`,
    },
    { key: "status", header: t("fleet.rule.columns.status"), render: (r) => <RuleStatus rule={r} /> },
    {
      key: "actions",
      header: t("fleet.rule.columns.actions"),
      alignEnd: true,
      render: (r) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            component={Link}
            to={ruleViewPath(r._id)}
            variant="subtle"
            aria-label={t("fleet.rule.row.view", { name: r.name })}
          >
            <IconEye size={18} />
          </ActionIcon>
          <RowActions
            editTo={canEdit ? ruleEditPath(r._id) : null}
            editLabel={t("fleet.rule.row.edit", { name: r.name })}
            onDelete={canDelete ? () => onDelete(r) : null}
            deleteLabel={t("fleet.rule.row.delete", { name: r.name })}
          />
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("fleet.rule.title")}
      columns={columns}
      emptyTexts={{ none: t("fleet.rule.list.empty"), filtered: t("fleet.rule.list.empty_filtered") }}
      emptyIcon={IconGasStation}
      minWidth={900}
    />
  );
}
