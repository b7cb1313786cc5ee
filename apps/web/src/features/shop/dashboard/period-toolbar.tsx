import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import { MAX_DASHBOARD_DAYS } from "@pitlane/domain";
import { IconCalendarMonth } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyDateRangeField } from "../../../shared/forms/lazy-date-fields";
import { BranchSelect } from "../branch/branch-select";
import { type DashboardParams, isRangeAllowed, PERIOD_PRESETS, type PeriodPreset } from "./dashboard-period";

type Range = [string | null, string | null];

interface Props {
  params: DashboardParams;
  onChange: (params: DashboardParams) => void;
}

/**
 * The period (a preset, or a from–to range of one's own) and the branch the figures are for. A custom
 * range reaches the address once both ends are picked and the API would answer it; until then the
 * picker shows what is being picked.
 */
export function PeriodToolbar({ params, onChange }: Props) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>([params.from, params.to]);
  // Follow the address when it changes under the picker (Back, another preset).
  useEffect(() => setRange([params.from, params.to]), [params.from, params.to]);
  const [from, to] = range;
  const isTooLong = !!from && !!to && !isRangeAllowed(from, to);

  function handlePreset(value: string | null) {
    const period = PERIOD_PRESETS.find((preset) => preset === value);
    // Custom starts from the period on screen; a preset's own dates come from the address's reader.
    if (period) onChange({ ...params, period });
  }

  function handleRange(next: Range) {
    setRange(next);
    const [nextFrom, nextTo] = next;
    if (nextFrom && nextTo && isRangeAllowed(nextFrom, nextTo)) onChange({ ...params, from: nextFrom, to: nextTo });
  }

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t("shop.dashboard.period.label")}
        data={PERIOD_PRESETS.map((preset: PeriodPreset) => ({
          value: preset,
          label: t(`shop.dashboard.period.presets.${preset}`),
        }))}
        value={params.period}
        onChange={handlePreset}
        allowDeselect={false}
        leftSection={<IconCalendarMonth size={16} aria-hidden />}
        w={190}
        comboboxProps={{ withinPortal: true }}
      />
      {params.period === "custom" && (
        <LazyDateRangeField
          label={t("shop.dashboard.period.range")}
          value={range}
          onChange={handleRange}
          error={isTooLong ? t("shop.dashboard.period.too_long", { days: MAX_DASHBOARD_DAYS }) : undefined}
          miw={260}
        />
      )}
      <BranchSelect
        label={t("shop.dashboard.period.branch")}
        placeholder={t("shop.dashboard.period.all_branches")}
        clearable
        value={params.branchId}
        onChange={(branchId) => onChange({ ...params, branchId })}
        w={220}
      />
    </Group>
  );
}
