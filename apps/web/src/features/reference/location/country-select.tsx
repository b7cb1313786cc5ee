import "../../../shared/ui/select-styles";
import { Select } from "@mantine/core";
import type { ReactNode } from "react";
import { useLocationOptions } from "./location-fields";
import { useCountries } from "./use-locations";

interface Props {
  label: string;
  placeholder: string;
  description?: string;
  value?: string | null;
  onChange: (countryId: string | null) => void;
  error?: ReactNode;
}

/** One country of the reference list, searchable in either language's names. */
export function CountrySelect({ value, onChange, ...props }: Props) {
  const countries = useCountries();
  const options = useLocationOptions(countries.data?.items);
  return (
    <Select
      {...props}
      searchable
      data={options}
      value={value ?? null}
      onChange={onChange}
      disabled={countries.isPending}
    />
  );
}
