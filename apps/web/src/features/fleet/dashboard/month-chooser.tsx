import "../../../shared/ui/select-styles";
import { Select } from "@mantine/core";
import { IconCalendarMonth } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { monthChoices, monthLabel } from "./dashboard-month";

/** The month the fuel widgets cover, from the company's current month back two years. */
export function MonthChooser(props: { month: string; current: string; onChange: (month: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t("fleet.dashboard.month.label")}
      data={monthChoices(props.current).map((month) => ({ value: month, label: monthLabel(month, i18n.language) }))}
      value={props.month}
      onChange={(month) => month && props.onChange(month)}
      allowDeselect={false}
      leftSection={<IconCalendarMonth size={16} aria-hidden />}
      w={200}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
