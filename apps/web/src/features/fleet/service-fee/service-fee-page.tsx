import "@mantine/core/styles/SimpleGrid.css";
import { Alert, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ServiceFeeDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../shared/ui/page-header";

function Rate({ label, hint, value }: { label: string; hint: string; value: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap={4}>
        <Text c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fz={32} fw={700} lh={1.2}>
          <bdi>{value}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}

/** `/fleet/settings/service-fee`: the company's commission and tax, read-only. */
export function ServiceFeePage({ data }: { data: ServiceFeeDto }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(`${i18n.language}-u-nu-latn`, { maximumFractionDigits: 2 });
  const percent = (value: number) => t("fleet.settings.percent", { value: number.format(value) });

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t("fleet.settings.service_fee.title")}
        description={t("fleet.settings.service_fee.subtitle")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Rate
          label={t("fleet.settings.service_fee.commission")}
          hint={t("fleet.settings.service_fee.commission_hint")}
          value={percent(data.commission)}
        />
        <Rate
          label={t("fleet.settings.service_fee.tax")}
          hint={t("fleet.settings.service_fee.tax_hint")}
          value={percent(data.tax)}
        />
      </SimpleGrid>
      <Alert variant="light" color="gray">
        {t("fleet.settings.service_fee.read_only")}
      </Alert>
    </Stack>
  );
}
