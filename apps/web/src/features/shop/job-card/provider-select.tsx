import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ListSelect, type ListSelectProps } from "../../../shared/ui/list-select";
import { memberName } from "../team/team-hooks";
import { useServiceProviders } from "./job-card-choices";

interface Props extends Omit<ListSelectProps, "value" | "onChange"> {
  branchId: string | null;
  serviceId: string | null;
  value: string | null;
  onChange: (providerId: string | null) => void;
  /** Chosen as soon as the providers load when it is one of them and nothing is chosen (the calendar's technician). */
  preferredId?: string | null;
}

/** The team members who perform the service at the branch (spec 000: providers by branch and service). */
export function ProviderSelect({ branchId, serviceId, value, onChange, preferredId, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const providers = useServiceProviders(branchId, serviceId);
  const options = (providers.data ?? []).map((m) => ({ value: m._id, label: memberName(m, i18n.language) }));
  const preferred = options.some((o) => o.value === preferredId) ? preferredId : null;

  useEffect(() => {
    if (preferred && value === null) onChange(preferred);
  }, [preferred, value, onChange]);

  return (
    <ListSelect
      {...props}
      options={options}
      value={value}
      onChange={onChange}
      disabled={props.disabled ?? serviceId === null}
      isLoadError={providers.isError}
      loadFailedText={t("shop.job_card.choices.providers_failed")}
      description={providers.isSuccess && options.length === 0 ? t("shop.job_card.choices.no_providers") : undefined}
    />
  );
}
