import "@mantine/core/styles/SimpleGrid.css";
import { Button, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { FuelRuleDto } from "@pitlane/domain";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { PageHeader } from "../../../shared/ui/page-header";
import { useRuleFormat } from "./rule-format";
import { RULE_LIST_PATH, ruleEditPath } from "./rule-paths";
import { RuleUsageCard } from "./rule-usage-card";

interface Props {
  data: FuelRuleDto;
  canEdit: boolean;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </Stack>
  );
}

/** A rule read-only: what it allows, what waits for the next cycle, when it ends, and who holds it. */
export function RuleViewPage({ data, canEdit }: Props) {
  const { t, i18n } = useTranslation();
  const format = useRuleFormat();
  const clock = useTenantClock();
  const none = t("fleet.rule.view.none");
  const usageSince = clock.dateTime(data.usage_since);

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={data.name}
        description={t("fleet.rule.title")}
        actions={
          canEdit && (
            <Button component={Link} to={ruleEditPath(data._id)} leftSection={<IconPencil size={16} />}>
              {t("fleet.rule.view.edit")}
            </Button>
          )
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Item label={t("fleet.rule.fields.fuel_type")}>{t(`fleet.rule.fuel_types.${data.fuel_type}`)}</Item>
          <Item label={t("fleet.rule.fields.mode")}>{t(`fleet.rule.modes.${data.mode}`)}</Item>
          <Item label={t("fleet.rule.fields.cycle")}>{t(`fleet.rule.cycles.${data.cycle}`)}</Item>
          <Item label={t("fleet.rule.view.limit")}>
            <bdi>{format.ruleLimit(data)}</bdi>
          </Item>
          <Item label={t("fleet.rule.view.next_limit")}>
            {data.next_fuel_limit != null && data.next_limit_from
              ? t("fleet.rule.view.next_limit_value", {
                  limit: format.limit(data.mode, data.next_fuel_limit),
                  date: format.day(data.next_limit_from),
                })
              : none}
          </Item>
          <Item label={t("fleet.rule.fields.fuelings_per_day")}>{data.fuelings_per_day}</Item>
          <Item label={t("fleet.rule.fields.fueling_days")}>
            {data.fueling_days.map((day) => t(`fleet.rule.days.${day}`)).join(i18n.language === "ar" ? "، " : ", ")}
          </Item>
          <Item label={t("fields.status")}>{t(`statuses.${data.status}`)}</Item>
          <Item label={t("fleet.rule.view.in_force")}>
            {data.in_force ? t("fleet.rule.view.yes") : t("fleet.rule.view.no")}
          </Item>
          <Item label={t("fleet.rule.view.ends_on")}>{data.ends_on ? format.day(data.ends_on) : none}</Item>
          <Item label={t("fleet.rule.view.usage_since")}>{usageSince}</Item>
          <Item label={t("fleet.rule.view.holders")}>
            {t("fleet.rule.view.holders_value", { employees: data.employees_count, vehicles: data.vehicles_count })}
          </Item>
        </SimpleGrid>
      </Paper>
      <RuleUsageCard rule={data} />
      <div>
        <Button component={Link} to={RULE_LIST_PATH} variant="default">
          {t("fleet.rule.back_to_list")}
        </Button>
      </div>
    </Stack>
  );
}
