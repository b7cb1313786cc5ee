import "../ui/select-styles";
import { Select } from "@mantine/core";
import { offsetLabelOf, timeZoneNames } from "@pitlane/domain";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** "Asia/Riyadh (GMT+03:00)": the IANA name, which searches well, with today's offset. */
const optionOf = (zone: string) => ({ value: zone, label: `${zone} (${offsetLabelOf(zone)})` });

/**
 * A tenant's time zone, searchable among every IANA zone the browser knows (the server checks the
 * name again). The saved zone is always offered, even one this browser does not list.
 */
export function TimeZoneSelect({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZoneNames(), []);
  const data = useMemo(
    () => (value && !zones.includes(value) ? [value, ...zones] : zones).map(optionOf),
    [value, zones],
  );
  return (
    <Select
      label={t("clock.time_zone")}
      description={t("clock.time_zone_hint")}
      placeholder={t("clock.time_zone_placeholder")}
      nothingFoundMessage={t("clock.nothing_found")}
      searchable
      limit={50}
      allowDeselect={false}
      data={data}
      value={value ?? null}
      onChange={(zone) => zone && onChange(zone)}
      error={error}
      disabled={disabled}
      // The zone's name reads left to right in Arabic too.
      styles={{ input: { direction: "ltr" } }}
    />
  );
}
