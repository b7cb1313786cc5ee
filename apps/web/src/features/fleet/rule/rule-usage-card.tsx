import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { FuelRuleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { ListError } from "../../../shared/ui/list-error";
import { useRuleFormat } from "./rule-format";
import { useRuleUsage } from "./rule-hooks";

/** The rule's cycle running now: who used how much of it, as the pump counts (held purchases count what they allow). */
export function RuleUsageCard({ rule }: { rule: FuelRuleDto }) {
  const { t } = useTranslation();
  const format = useRuleFormat();
  const clock = useTenantClock();
  const usage = useRuleUsage(rule._id);

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" aria-labelledby="rule-usage-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rule-usage-title">
          {t("fleet.rule.usage.title")}
        </Title>
        {usage.isError ? (
          <ListError error={usage.error} onRetry={() => void usage.refetch()} />
        ) : !usage.data ? (
          <Text c="dimmed">{t("fleet.rule.usage.loading")}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t("fleet.rule.usage.since", { at: clock.dateTime(usage.data.cycle_start) })}
            </Text>
            {usage.data.holders.length === 0 ? (
              <Text>{t("fleet.rule.usage.none")}</Text>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("fleet.rule.usage.holder")}</Table.Th>
                      <Table.Th>{t("fleet.rule.usage.fuelings_today")}</Table.Th>
                      <Table.Th>{t("fleet.rule.usage.used")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {usage.data.holders.map((holder) => (
                      <Table.Tr key={holder._id}>
                        <Table.Td>
                          <bdi>{holder.name}</bdi>
                        </Table.Td>
                        <Table.Td>
                          {t("fleet.rule.usage.of", { used: holder.fuelings_today, limit: rule.fuelings_per_day })}
                        </Table.Td>
                        <Table.Td>
                          <bdi>
                            {usage.data.limit === null
                              ? format.limit(rule.mode, holder.used)
                              : t("fleet.rule.usage.of", {
                                  used: format.limit(rule.mode, holder.used),
                                  limit: format.limit(rule.mode, usage.data.limit),
                                })}
                          </bdi>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
