import type { LocationDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CascadeSelects } from "../../../shared/ui/cascade-selects";
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

/** Places as select options, named in the reader's language. */
export function useLocationOptions(items: LocationDto[] | undefined) {
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
  const countryOptions = useLocationOptions(countries.data?.items);
  const stateOptions = useLocationOptions(states.data?.items);
  const cityOptions = useLocationOptions(cities.data?.items);

  return (
    <CascadeSelects
      levels={[
        {
          key: "country_id",
          label: t("fields.country"),
          placeholder: t("fields.choose_country"),
          options: countryOptions,
          isLoading: countries.isPending,
        },
        { key: "state_id", label: t("fields.state"), placeholder: t("fields.choose_state"), options: stateOptions },
        { key: "city_id", label: t("fields.city"), placeholder: t("fields.choose_city"), options: cityOptions },
      ]}
      value={value}
      onChange={onChange}
      errors={errors}
    />
  );
}

/** What a schema form gives the fields: its values, its setter and each field's translated error. */
interface LocationForm {
  values: LocationValue;
  setValues: (patch: Partial<LocationValue>) => void;
}

/** The three selects bound to a schema form (use-schema-form.ts) holding `country_id`, `state_id`, `city_id`. */
export function FormLocationFields({
  form,
  field,
}: {
  form: LocationForm;
  field: (name: keyof LocationValue) => { error?: ReactNode };
}) {
  const { country_id, state_id, city_id } = form.values;
  return (
    <LocationFields
      value={{ country_id, state_id, city_id }}
      onChange={(patch) => form.setValues(patch)}
      errors={{
        country_id: field("country_id").error,
        state_id: field("state_id").error,
        city_id: field("city_id").error,
      }}
    />
  );
}
