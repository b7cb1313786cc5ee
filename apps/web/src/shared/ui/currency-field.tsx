import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Group, Radio } from "@mantine/core";
import { Currency } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** Why it cannot change, under the label: the choices are then disabled. */
  lockedReason?: string;
}

/** PKR or SAR as two radio buttons: both always visible, one click, named for screen readers. */
export function CurrencyField({ value, onChange, error, lockedReason }: Props) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t("fields.currency")}
      description={lockedReason}
      value={value}
      onChange={onChange}
      error={error}
    >
      <Group mt={6} gap="lg">
        {Currency.options.map((code) => (
          <Radio key={code} value={code} label={t(`currencies.${code}`)} disabled={lockedReason !== undefined} />
        ))}
      </Group>
    </Radio.Group>
  );
}
