import "../../../shared/ui/select-styles";
import { type ComboboxItem, Select, type SelectProps } from "@mantine/core";
import { supplierEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { request } from "../../../shared/api/client";
import { useCan } from "../../../shared/session/permissions";
import { NotAllowedSelect } from "../../../shared/ui/list-select";
import { keepServerMatches, useServerSearch, withChosenOption } from "../../../shared/ui/server-search";
import { supplierHooks } from "./supplier-hooks";

const CHOICES = 20;

export interface SupplierSelectProps extends Omit<SelectProps, "data" | "value" | "onChange"> {
  value: string | null;
  onChange: (supplierId: string | null) => void;
  /** A form offers active suppliers only; a filter offers them all. */
  isActiveOnly?: boolean;
  /** The edited record's supplier, named by the record: kept as a choice after it was deactivated. */
  current?: ComboboxItem;
}

/** A Select that searches the shop's suppliers on the server as the user types (reading them needs `suppliers.view`). */
export function SupplierSelect(props: SupplierSelectProps) {
  const { t } = useTranslation();
  const canView = useCan("suppliers.view");
  if (!canView) {
    const { value: _value, onChange: _onChange, isActiveOnly: _active, current, ...rest } = props;
    return (
      <NotAllowedSelect {...rest} value={current?.value ?? null} reason={t("shop.supplier.choices.not_allowed")} />
    );
  }
  return <SupplierChoices {...props} />;
}

function SupplierChoices({ value, onChange, isActiveOnly = false, current, ...props }: SupplierSelectProps) {
  const { t } = useTranslation();
  const isCurrent = !!value && current?.value === value;
  // The chosen supplier's name, for a link or a reload that arrives with only its id.
  const chosen = useQuery({
    queryKey: supplierHooks.keys.detail(value ?? ""),
    queryFn: () => request(supplierEndpoints.get, { params: { id: value ?? "" } }),
    enabled: !!value && !isCurrent,
  });
  const chosenOption = isCurrent ? (current ?? null) : value && chosen.data ? { value, label: chosen.data.name } : null;
  const { searchValue, setSearchValue, search } = useServerSearch(chosenOption?.label);
  const found = supplierHooks.useList({
    page: 1,
    limit: CHOICES,
    search,
    status: isActiveOnly ? "active" : "all",
    sort: "name",
    order: "asc",
  });
  const matches = (found.data?.items ?? []).map((s) => ({ value: s._id, label: s.name }));

  return (
    <Select
      {...props}
      // A name in the other script (an Arabic name in English) reads in its own direction.
      styles={{ input: { unicodeBidi: "plaintext" } }}
      searchable
      data={withChosenOption(matches, chosenOption)}
      value={value}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      filter={keepServerMatches}
      nothingFoundMessage={found.isFetching ? t("fields.searching") : t("fields.nothing_found")}
      error={props.error ?? (found.isError ? t("shop.supplier.choices.load_failed") : undefined)}
      onChange={onChange}
    />
  );
}
