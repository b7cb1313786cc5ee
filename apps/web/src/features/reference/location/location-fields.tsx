import "../../../shared/ui/select-styles";
import { Select, SimpleGrid } from "@mantine/core";
import type { LocationDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCities, useCountries, useStates } from "./use-locations";

export interface LocationValue {
  country_id: string | null;
  state_id: string | null;
  city_id: string | null;
}

interface Props {
  value: LocationValue;
  /** Called with the changed fields: a new country also clears state and city, a new state the city. */
  onChange: (patch: Partial<LocationValue>) => void;
  errors?: Partial<Record<keyof LocationValue, ReactNode>>;
}

function useOptions(items: LocationDto[] | undefined) {
  const { i18n } = useTranslation();
  const isArabic = i18n.language === "ar";
  return (items ?? []).map((item) => ({
    value: item._id,
    label: isArabic && item.name_arabic ? item.name_arabic : item.name,
  }));
}

/** Country, then state, then city: each list loads when the one before is chosen. */
export function LocationFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  const states = useStates(value.country_id);
  const cities = useCities(value.state_id);
  const countryOptions = useOptions(countries.data?.items);
  const stateOptions = useOptions(states.data?.items);
  const cityOptions = useOptions(cities.data?.items);
  const common = {
    searchable: true,
    clearable: true,
    nothingFoundMessage: t("fields.nothing_found"),
    comboboxProps: { shadow: "md" },
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        {...common}
        label={t("fields.country")}
        placeholder={t("fields.choose_country")}
        data={countryOptions}
        value={value.country_id}
        onChange={(country_id) => onChange({ country_id, state_id: null, city_id: null })}
        error={errors?.country_id}
        disabled={countries.isPending}
      />
      <Select
        {...common}
        label={t("fields.state")}
        placeholder={t("fields.choose_state")}
        data={stateOptions}
        value={value.state_id}
        onChange={(state_id) => onChange({ state_id, city_id: null })}
        error={errors?.state_id}
        disabled={!value.country_id}
      />
      <Select
        {...common}
        label={t("fields.city")}
        placeholder={t("fields.choose_city")}
        data={cityOptions}
        value={value.city_id}
        onChange={(city_id) => onChange({ city_id })}
        error={errors?.city_id}
        disabled={!value.state_id}
      />
    </SimpleGrid>
  );
}
