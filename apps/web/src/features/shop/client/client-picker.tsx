import { Anchor, Stack } from "@mantine/core";
import type { ClientDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { ChoiceSelect } from "../../../shared/ui/choice-select";
import { phoneText } from "../../../shared/ui/phone";
import { useClientChoices } from "../job-card/job-card-choices";
import { CLIENT_ADD_PATH } from "./client-paths";

interface Props {
  id?: string;
  label: string;
  value: string | null;
  error?: string;
  onChange: (id: string | null) => void;
}

/** Two clients may share a name: the phone tells them apart (isolated left to right, or "+92" reads "92+" in Arabic). */
const clientLabel = (c: ClientDto) => `${c.name} · ${phoneText(c.phone)}`;

/**
 * A client searched on the server as typed (a shop may have tens of thousands), with "New client"
 * for a role that may add one: the client's own add page, as a new client starts with their vehicles.
 */
export function ClientPicker({ id, label, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const canAddClient = useCan("clients.add");
  return (
    <Stack gap={4}>
      <ChoiceSelect
        id={id}
        label={label}
        placeholder={t("shop.client.picker.placeholder")}
        withAsterisk
        useChoices={useClientChoices}
        labelOf={clientLabel}
        loadFailedText={t("shop.client.picker.load_failed")}
        searchingText={t("shop.client.picker.searching")}
        value={value}
        error={error}
        onChange={(picked) => onChange(picked)}
      />
      {canAddClient && (
        <Anchor component={Link} to={CLIENT_ADD_PATH} size="sm">
          {t("shop.client.picker.new_client")}
        </Anchor>
      )}
    </Stack>
  );
}
