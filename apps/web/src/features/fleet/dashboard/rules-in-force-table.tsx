import "@mantine/core/styles/Table.css";
import { Anchor, Table } from "@mantine/core";
import type { Currency, FuelRuleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../shared/ui/money";
import { ruleViewPath } from "../rule/rule-paths";

interface Props {
  rules: FuelRuleDto[];
  currency: Currency;
  /** Names link to the rule's page only for a role that may open it. */
  canViewRules: boolean;
}

// Short values: kept on one line, so the rule's name takes what width is left.
const NO_WRAP = { whiteSpace: "nowrap" } as const;

/** The rules in force with their limit and how many employees and vehicles hold each. */
export function RulesInForceTable({ rules, currency, canViewRules }: Props) {
  const { t } = useTranslation();
  const limitOf = (rule: FuelRuleDto) =>
    rule.mode === "recurring"
      ? t("fleet.rule.limit.litres", { count: rule.fuel_limit ?? 0 })
      : formatMoney(rule.amount_limit ?? 0, currency);

  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing="sm" aria-label={t("fleet.dashboard.rules.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("fleet.rule.columns.name")}</Table.Th>
            <Table.Th>{t("fleet.rule.columns.fuel_type")}</Table.Th>
            <Table.Th>{t("fleet.rule.columns.limit")}</Table.Th>
            <Table.Th>{t("fleet.rule.columns.cycle")}</Table.Th>
            <Table.Th style={{ textAlign: "end" }}>{t("fleet.dashboard.rules.employees")}</Table.Th>
            <Table.Th style={{ textAlign: "end" }}>{t("fleet.dashboard.rules.vehicles")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule._id}>
              <Table.Td fw={500}>
                {canViewRules ? (
                  <Anchor component={Link} to={ruleViewPath(rule._id)} size="sm">
                    <bdi>{rule.name}</bdi>
                  </Anchor>
                ) : (
                  <bdi>{rule.name}</bdi>
                )}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{t(`fleet.rule.fuel_types.${rule.fuel_type}`)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <bdi>{limitOf(rule)}</bdi>
              </Table.Td>
              <Table.Td style={NO_WRAP}>{t(`fleet.rule.cycles.${rule.cycle}`)}</Table.Td>
              <Table.Td style={{ textAlign: "end" }}>{rule.employees_count}</Table.Td>
              <Table.Td style={{ textAlign: "end" }}>{rule.vehicles_count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
