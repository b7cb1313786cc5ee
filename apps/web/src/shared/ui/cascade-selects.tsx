import "./select-styles";
import { Select, SimpleGrid } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** One select of the row, already translated; its options are the ones the select before allows. */
export interface CascadeLevel<K extends string> {
  key: K;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  /** The first select waits for its list; the others wait for the choice before them. */
  isLoading?: boolean;
}

interface Props<K extends string> {
  levels: readonly CascadeLevel<K>[];
  value: Record<K, string | null>;
  /** Called with the changed fields: a choice also clears every select after it. */
  onChange: (patch: Partial<Record<K, string | null>>) => void;
  errors?: Partial<Record<K, ReactNode>>;
  /** Marks every select as required (and leaves out their clear buttons). */
  required?: boolean;
  disabled?: boolean;
}

/**
 * Selects that narrow each other (country, state, city): each opens when the one before is chosen.
 * Used inside a Mantine form: `onChange={(patch) => form.setValues(patch)}`.
 */
export function CascadeSelects<K extends string>({ levels, value, onChange, errors, required, disabled }: Props<K>) {
  const { t } = useTranslation();

  function handleChange(index: number, chosen: string | null) {
    const patch: Partial<Record<K, string | null>> = {};
    levels.forEach((level, i) => {
      if (i === index) patch[level.key] = chosen;
      else if (i > index) patch[level.key] = null;
    });
    onChange(patch);
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {levels.map((level, index) => {
        const before = levels[index - 1];
        return (
          <Select
            key={level.key}
            searchable
            clearable={!required}
            required={required}
            nothingFoundMessage={t("fields.nothing_found")}
            comboboxProps={{ shadow: "md" }}
            label={level.label}
            placeholder={level.placeholder}
            data={level.options}
            value={value[level.key]}
            onChange={(chosen) => handleChange(index, chosen)}
            error={errors?.[level.key]}
            disabled={disabled || (before ? !value[before.key] : level.isLoading)}
          />
        );
      })}
    </SimpleGrid>
  );
}
