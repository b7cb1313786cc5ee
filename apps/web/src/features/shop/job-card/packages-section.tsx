import "@mantine/core/styles/Badge.css";
import { ActionIcon, Group, Paper, Stack, Text } from "@mantine/core";
import type { DraftPackage, JobCardDraft, JobCardDraftAction, PackageDto } from "@pitlane/domain";
import { formatDuration } from "@pitlane/domain";
import { IconX } from "@tabler/icons-react";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { Money, useFormatMoney } from "../../../shared/ui/money";
import { LinePicker } from "../package/line-picker";
import { ChoiceState } from "./choice-state";
import { useBranchPackages } from "./job-card-choices";
import { ProviderSelect } from "./provider-select";

interface Props {
  draft: JobCardDraft;
  dispatch: Dispatch<JobCardDraftAction>;
}

const draftPackageOf = (pkg: PackageDto): DraftPackage => ({
  package_id: pkg._id,
  service_ids: pkg.services.map((s) => s._id),
  products: pkg.products.map((p) => ({ variant_id: p.product_variant_id, quantity: p.quantity })),
});

/** One chosen package: each of its services waits for a technician; its products come with it. */
function ChosenPackage({
  pkg,
  draft,
  dispatch,
}: {
  pkg: PackageDto;
  draft: JobCardDraft;
  dispatch: Props["dispatch"];
}) {
  const { t } = useTranslation();
  const providerOf = (serviceId: string) =>
    draft.pairs.find((p) => p.package_id === pkg._id && p.service_id === serviceId)?.provider_id ?? null;

  function handleProvider(serviceId: string, providerId: string | null) {
    const current = providerOf(serviceId);
    if (providerId === current) return;
    if (current) dispatch({ type: "remove_pair", service_id: serviceId, provider_id: current });
    if (providerId) {
      dispatch({ type: "add_pair", pair: { service_id: serviceId, provider_id: providerId, package_id: pkg._id } });
    }
  }

  return (
    <Paper withBorder p="sm" radius="md" data-testid="job-card-package">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500}>
            <bdi>{pkg.name}</bdi>
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Money amount={pkg.price} />
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => dispatch({ type: "remove_package", package_id: pkg._id })}
              aria-label={t("shop.job_card.form.remove", { name: pkg.name })}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {pkg.services.map((service) => (
          <ProviderSelect
            key={service._id}
            branchId={draft.branch_id}
            serviceId={service._id}
            label={t("shop.job_card.form.technician_for", { service: service.name })}
            placeholder={t("shop.job_card.form.technician_placeholder")}
            withAsterisk
            value={providerOf(service._id)}
            onChange={(id) => handleProvider(service._id, id)}
          />
        ))}
        {pkg.products.length > 0 && (
          <Text size="sm" c="dimmed">
            {t("shop.job_card.form.package_products", {
              products: pkg.products.map((p) => `${p.product_name} ${p.variant_name} × ${p.quantity}`).join(", "),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The branch's packages: a package is one price for its services (each with a technician) and products. */
export function PackagesSection({ draft, dispatch }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const packages = useBranchPackages(draft.branch_id);
  const offered = packages.data ?? [];
  const chosenIds = draft.packages.map((p) => p.package_id);
  const options = offered
    .filter((p) => !chosenIds.includes(p._id))
    .map((p) => ({ value: p._id, label: p.name, detail: `${formatDuration(p.total_duration)} · ${money(p.price)}` }));
  const chosen = chosenIds.flatMap((id) => offered.filter((p) => p._id === id));

  return (
    <ChoiceState
      branchId={draft.branch_id}
      choices={packages}
      failedText={t("shop.job_card.choices.packages_failed")}
      loadingText={t("shop.job_card.form.loading_packages")}
    >
      <Stack gap="sm">
        {offered.length === 0 ? (
          <Text c="dimmed">{t("shop.job_card.form.no_packages")}</Text>
        ) : (
          <LinePicker
            label={t("shop.job_card.form.add_package")}
            placeholder={t("shop.job_card.form.search_packages")}
            options={options}
            onPick={(id) => {
              const pkg = offered.find((p) => p._id === id);
              if (pkg) dispatch({ type: "add_package", package: draftPackageOf(pkg) });
            }}
          />
        )}
        {chosen.map((pkg) => (
          <ChosenPackage key={pkg._id} pkg={pkg} draft={draft} dispatch={dispatch} />
        ))}
      </Stack>
    </ChoiceState>
  );
}
