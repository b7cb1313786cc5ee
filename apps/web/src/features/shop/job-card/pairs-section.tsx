import { Input, Stack, Text } from "@mantine/core";
import type { JobCardDraft, JobCardDraftAction, PackageDto, ServiceSlotsDto } from "@pitlane/domain";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { useBranchServices } from "../package/package-hooks";
import { ChoiceState } from "./choice-state";
import { PairCard } from "./pair-card";
import { PairPicker } from "./pair-picker";

interface Props {
  draft: JobCardDraft;
  dispatch: Dispatch<JobCardDraftAction>;
  packages: PackageDto[];
  slots: { data?: ServiceSlotsDto[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  preferredProviderId: string | null;
  errorOf: (field: string) => string | undefined;
  idOf: (field: string) => string;
}

/** Services with their technicians, each booked into one of its free times on the date. */
export function PairsSection({ draft, dispatch, packages, slots, preferredProviderId, errorOf, idOf }: Props) {
  const { t } = useTranslation();
  const services = useBranchServices(draft.branch_id ?? "");
  const offered = services.data ?? [];
  const error = errorOf("pairs") ?? errorOf("slots");

  return (
    <ChoiceState
      branchId={draft.branch_id}
      choices={services}
      failedText={t("shop.job_card.choices.services_failed")}
      loadingText={t("shop.job_card.form.loading_services")}
    >
      <Stack gap="sm">
        {offered.length === 0 ? (
          <Text c="dimmed">{t("shop.job_card.form.no_services")}</Text>
        ) : (
          <PairPicker
            id={idOf("pairs")}
            branchId={draft.branch_id ?? ""}
            services={offered}
            dispatch={dispatch}
            preferredProviderId={preferredProviderId}
          />
        )}
        {draft.pairs.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("shop.job_card.form.no_pairs")}
          </Text>
        )}
        {draft.pairs.map((pair) => (
          <PairCard
            key={`${pair.service_id}:${pair.provider_id}`}
            pair={pair}
            draft={draft}
            service={offered.find((s) => s._id === pair.service_id)}
            packageName={packages.find((p) => p._id === pair.package_id)?.name ?? null}
            slots={slots}
            dispatch={dispatch}
          />
        ))}
        {error && <Input.Error role="alert">{error}</Input.Error>}
      </Stack>
    </ChoiceState>
  );
}
