import "../../../shared/ui/select-styles";
import { type ComboboxItem, Select } from "@mantine/core";
import { clientEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { request } from "../../../shared/api/client";
import { useCan } from "../../../shared/session/permissions";
import { NotAllowedSelect } from "../../../shared/ui/list-select";
import { keepServerMatches, useServerSearch, withChosenOption } from "../../../shared/ui/server-search";
import { clientHooks } from "../client/client-hooks";
import { phoneText } from "../../../shared/ui/phone";

const CHOICES = 20;

interface Props {
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
}

/** The invoices of one client: a Select that searches the shop's clients on the server as the user types. */
export function ClientFilter(props: Props) {
  const { t } = useTranslation();
  const canView = useCan("clients.view");
  if (!canView) {
    return (
      <NotAllowedSelect label={t("shop.invoice.list.client")} reason={t("shop.invoice.list.no_clients")} w={240} />
    );
  }
  return <ClientChoices {...props} />;
}

function ClientChoices({ value, onChange }: Props) {
  const { t } = useTranslation();
  // The chosen client's name, for a link or a reload that arrives with only its id; under the
  // clients' own key, so a client renamed elsewhere is renamed here too.
  const chosen = useQuery({
    queryKey: clientHooks.keys.detail(value ?? ""),
    queryFn: () => request(clientEndpoints.get, { params: { id: value ?? "" } }),
    enabled: !!value,
  });
  const chosenOption = value && chosen.data ? { value, label: labelOf(chosen.data) } : null;
  const { searchValue, setSearchValue, search } = useServerSearch(chosenOption?.label);
  const found = clientHooks.useList({ page: 1, limit: CHOICES, search });
  const matches: ComboboxItem[] = (found.data?.items ?? []).map((client) => ({
    value: client._id,
    label: labelOf(client),
  }));
  const options = withChosenOption(matches, chosenOption);

  return (
    <Select
      label={t("shop.invoice.list.client")}
      placeholder={t("shop.invoice.list.all_clients")}
      searchable
      clearable
      data={options}
      value={value ?? null}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      filter={keepServerMatches}
      nothingFoundMessage={found.isFetching ? t("shop.invoice.list.searching") : t("fields.nothing_found")}
      error={found.isError ? t("shop.invoice.list.clients_failed") : undefined}
      onChange={(id) => onChange(id ?? undefined)}
      w={240}
    />
  );
}

/** A name and a phone number: two clients may share a name. */
const labelOf = (client: { name: string; phone: string }) => `${client.name} · ${phoneText(client.phone)}`;
