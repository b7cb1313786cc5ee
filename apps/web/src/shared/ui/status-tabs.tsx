import "@mantine/core/styles/Tabs.css";
import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";

export const STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

interface Props {
  value: StatusFilter;
  /** The tabs' accessible name: "Filter by status" unless the list says otherwise. */
  label?: string;
  onChange: (status: StatusFilter) => void;
  /** A count after each tab's name (the roles list shows them). */
  counts?: Partial<Record<StatusFilter, number>>;
}

/** All, active and inactive as tabs, as spec 000 lists them for roles: one click, clear to a screen reader. */
export function StatusTabs({ value, label, onChange, counts }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(status) => onChange(STATUS_FILTERS.find((s) => s === status) ?? "all")}
      variant="pills"
    >
      <Tabs.List aria-label={label ?? t("list.status_filter")}>
        {STATUS_FILTERS.map((status) => (
          <Tabs.Tab key={status} value={status}>
            {t(`statuses.${status}`)}
            {counts?.[status] !== undefined && ` (${counts[status]})`}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
