import { Button, Group } from "@mantine/core";
import { formatDuration, type JobCardDraftAction, type ServiceSummaryDto } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { type Dispatch, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListSelect } from "../../../shared/ui/list-select";
import { useFormatMoney } from "../../../shared/ui/money";
import { ProviderSelect } from "./provider-select";

interface Props {
  branchId: string;
  services: ServiceSummaryDto[];
  dispatch: Dispatch<JobCardDraftAction>;
  /** The calendar's technician: chosen by default when they perform the service. */
  preferredProviderId: string | null;
  error?: string;
  id: string;
}

/** A service of the branch and who performs it; Add puts the pair on the job card and empties the picker. */
export function PairPicker({ branchId, services, dispatch, preferredProviderId, error, id }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [providerId, setProviderId] = useState<string | null>(null);
  const options = services.map((s) => ({
    value: s._id,
    label: `${s.name} · ${formatDuration(s.duration)} · ${money(s.discounted_price)}`,
  }));

  function handleAdd() {
    if (!serviceId || !providerId) return;
    dispatch({ type: "add_pair", pair: { service_id: serviceId, provider_id: providerId, package_id: null } });
    setServiceId(null);
    setProviderId(null);
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <ListSelect
        id={id}
        label={t("shop.job_card.fields.service")}
        placeholder={t("shop.job_card.form.service_placeholder")}
        options={options}
        isLoadError={false}
        loadFailedText=""
        value={serviceId}
        error={error}
        onChange={(next) => {
          setServiceId(next);
          setProviderId(null);
        }}
        style={{ flex: 2 }}
        miw={240}
      />
      <ProviderSelect
        branchId={branchId}
        serviceId={serviceId}
        label={t("shop.job_card.fields.technician")}
        placeholder={t("shop.job_card.form.technician_placeholder")}
        preferredId={preferredProviderId}
        value={providerId}
        onChange={setProviderId}
        style={{ flex: 1 }}
        miw={200}
      />
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        disabled={!serviceId || !providerId}
        onClick={handleAdd}
      >
        {t("shop.job_card.form.add_pair")}
      </Button>
    </Group>
  );
}
