import "@mantine/core/styles/Tabs.css";
import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { STATUS_FILTERS, type StatusFilter } from "./status-filters";

export type { StatusFilter };

interface FilterTabsProps<S extends string> {
  /** The filter's values, in the order shown. */
  options: readonly S[];
  value: S;
  /** Each value's name on its tab. */
  textOf: (option: S) => string;
  /** The tabs' accessible name: "Filter by status" unless the list says otherwise. */
  label?: string;
  onChange: (option: S) => void;
  /** A count after each tab's name, as text ("12", "1,000+"): the roles list shows them. */
  counts?: Partial<Record<S, string>>;
}

/** A list's filter as tabs: one click, clear to a screen reader. */
export function FilterTabs<S extends string>({ options, value, textOf, label, onChange, counts }: FilterTabsProps<S>) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(picked) => onChange(options.find((o) => o === picked) ?? value)} variant="pills">
      <Tabs.List aria-label={label ?? t("list.status_filter")}>
        {options.map((option) => (
          <Tabs.Tab key={option} value={option}>
            {textOf(option)}
            {counts?.[option] !== undefined && ` (${counts[option]})`}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

type StatusTabsProps = Omit<FilterTabsProps<StatusFilter>, "options" | "textOf">;

/** All, active and inactive, as spec 000 lists them for roles. */
export function StatusTabs(props: StatusTabsProps) {
  const { t } = useTranslation();
  return <FilterTabs {...props} options={STATUS_FILTERS} textOf={(status) => t(`statuses.${status}`)} />;
}
