import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Tabs } from "@mantine/core";

interface Props<Tab extends string> {
  tabs: readonly Tab[];
  /** The tab list's accessible name ("Parts of the service"). */
  label: string;
  labelOf: (tab: Tab) => string;
  /** Field errors per tab: a tab holding some turns red and shows how many. */
  errorCounts: Partial<Record<Tab, number>>;
  /** The count's accessible name ("Fields to correct: 2"). */
  errorLabel: (count: number) => string;
  isDisabled?: (tab: Tab) => boolean;
}

/** The tabs of a form split in parts, each saying when it holds fields to correct. Goes inside Mantine's Tabs. */
export function FormTabsList<Tab extends string>(props: Props<Tab>) {
  const { tabs, label, labelOf, errorCounts, errorLabel, isDisabled } = props;
  return (
    <Tabs.List aria-label={label}>
      {tabs.map((name) => {
        const count = errorCounts[name] ?? 0;
        return (
          <Tabs.Tab
            key={name}
            value={name}
            disabled={isDisabled?.(name)}
            c={count ? "red" : undefined}
            rightSection={
              count ? (
                <Badge color="red" size="xs" circle aria-label={errorLabel(count)}>
                  {count}
                </Badge>
              ) : null
            }
          >
            {labelOf(name)}
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );
}
