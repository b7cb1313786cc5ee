import "./select-styles";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type SortOption, type SortOrder, sortKeyOf, sortOfKey } from "./sort-options";

interface Props<S extends string> {
  options: readonly SortOption<S>[];
  value: { sort: S; order: SortOrder };
  onChange: (sort: { sort: S; order: SortOrder }) => void;
  w?: number;
}

/** A list's sort: one select for the column and the direction together. */
export function SortSelect<S extends string>({ options, value, onChange, w = 190 }: Props<S>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t("list.sort")}
      value={sortKeyOf(value)}
      onChange={(key) => {
        const sort = sortOfKey(options, key);
        if (sort) onChange(sort);
      }}
      data={options.map((option) => ({ value: sortKeyOf(option), label: option.label }))}
      allowDeselect={false}
      w={w}
    />
  );
}
