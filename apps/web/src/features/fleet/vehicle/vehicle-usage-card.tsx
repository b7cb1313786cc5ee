import "@mantine/core/styles/SimpleGrid.css";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { usageEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { request } from "../../../shared/api/client";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DetailItem } from "../../../shared/ui/detail-item";
import { ListError } from "../../../shared/ui/list-error";
import { useRuleFormat } from "../rule/rule-format";
import { vehicleKeys } from "./vehicle-hooks";

/** The vehicle's use of its rule (its own, or its driver's) in the cycle running now, as the pump counts it. */
export function VehicleUsageCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useRuleFormat();
  const clock = useTenantClock();
  const usage = useQuery({
    queryKey: [...vehicleKeys.details(), id, "usage"],
    queryFn: () => request(usageEndpoints.vehicle, { params: { id } }),
  });
  const data = usage.data;

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" aria-labelledby="vehicle-usage-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="vehicle-usage-title">
          {t("fleet.vehicle.usage.title")}
        </Title>
        {usage.isError ? (
          <ListError error={usage.error} onRetry={() => void usage.refetch()} />
        ) : !data ? (
          <Text c="dimmed">{t("fleet.vehicle.usage.loading")}</Text>
        ) : !data.rule ? (
          <Text>{t("fleet.vehicle.usage.no_rule")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            <DetailItem label={t("fleet.vehicle.usage.rule")}>
              <bdi>{data.rule.name}</bdi>{" "}
              {t(data.subject === "vehicle" ? "fleet.vehicle.usage.own" : "fleet.vehicle.usage.driver", {
                name: data.driver ?? "",
              })}
            </DetailItem>
            <DetailItem label={t("fleet.vehicle.usage.since")}>
              {data.cycle_start ? clock.dateTime(data.cycle_start) : "—"}
            </DetailItem>
            <DetailItem label={t("fleet.vehicle.usage.fuelings_today")}>
              {t("fleet.vehicle.usage.of", { used: data.fuelings_today, limit: data.fuelings_per_day ?? "—" })}
            </DetailItem>
            <DetailItem label={t("fleet.vehicle.usage.used")}>
              <bdi>
                {data.limit === null
                  ? format.limit(data.rule.mode, data.used)
                  : t("fleet.vehicle.usage.of", {
                      used: format.limit(data.rule.mode, data.used),
                      limit: format.limit(data.rule.mode, data.limit),
                    })}
              </bdi>
            </DetailItem>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
