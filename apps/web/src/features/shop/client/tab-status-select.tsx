import "../../../shared/ui/select-styles";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface Props<S extends string> {
  label: string;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  value: S | undefined;
  /** Undefined: every status. */
  onChange: (status: S | undefined) => void;
}

/** A detail tab's status filter: every status, or one of them. */
export function TabStatusSelect<S extends string>({ label, statuses, labelOf, value, onChange }: Props<S>) {
  const { t } = useTranslation();
  const ALL = "";
  return (
    <Select
      label={label}
      data={[{ value: ALL, label: t("statuses.all") }, ...statuses.map((s) => ({ value: s, label: labelOf(s) }))]}
      value={value ?? ALL}
      onChange={(chosen) => onChange(statuses.find((s) => s === chosen))}
      allowDeselect={false}
      w={220}
    />
  );
}
