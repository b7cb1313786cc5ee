import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import { Checkbox, Group, Stack, Text } from "@mantine/core";
import type { ResourceDto } from "@pitlane/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { refusalText } from "../../../shared/forms/messages";
import { NumberField } from "../../../shared/forms/number-field";
import { useCan } from "../../../shared/session/permissions";
import { ListState } from "../../../shared/ui/list-state";
import { NotAllowedNote } from "../../../shared/ui/not-allowed-note";
import { branchName } from "../branch/branch-hooks";
import { useResourceList } from "../resource/resource-hooks";
import type { ServiceForm } from "./service-form";

/** The bays, lifts or booths the service needs, from the branches chosen on the locations tab. */
export function ResourcesTab({ form }: { form: ServiceForm }) {
  const { t } = useTranslation();
  const canView = useCan("resources.view");
  if (!canView) return <NotAllowedNote>{t("shop.service.choices.no_resources")}</NotAllowedNote>;
  return <ResourceNeeds form={form} />;
}

function ResourceNeeds({ form: { form } }: { form: ServiceForm }) {
  const { t, i18n } = useTranslation();
  const list = useResourceList({ limit: 100, page: 1 });
  const { branch_ids: branchIds, resources: needs } = form.values;
  const offered = (list.data?.items ?? []).filter((r) => branchIds.includes(r.branch_id));
  const { setFieldValue } = form;

  // A resource of a branch no longer chosen cannot serve this service: drop it with its branch
  // (one this page of resources does not show is left to the server's check).
  useEffect(() => {
    if (!list.data) return;
    const branchOf = new Map(list.data.items.map((r) => [r._id, r.branch_id]));
    const kept = needs.filter((need) => {
      const branchId = branchOf.get(need.resource_id);
      return branchId === undefined || branchIds.includes(branchId);
    });
    if (kept.length !== needs.length) setFieldValue("resources", kept);
  }, [list.data, branchIds, needs, setFieldValue]);

  const errorText = form.errors.resources;
  const setNeed = (resource: ResourceDto, quantity: number | string | null) => {
    const isNeeded = needs.some((n) => n.resource_id === resource._id);
    // Kept in place, so changing a quantity does not reorder the list the PATCH compares.
    const next =
      quantity === null
        ? needs.filter((n) => n.resource_id !== resource._id)
        : isNeeded
          ? needs.map((n) => (n.resource_id === resource._id ? { ...n, quantity } : n))
          : [...needs, { resource_id: resource._id, quantity }];
    setFieldValue("resources", next);
  };
  const branchLabel = (r: ResourceDto) => branchName(r, i18n.language);

  return (
    <ListState
      pending={list.isPending}
      loadError={list.error}
      onRetry={() => void list.refetch()}
      isEmpty={offered.length === 0}
      emptyText={
        branchIds.length ? t("shop.service.choices.resources_empty") : t("shop.service.choices.branches_first")
      }
    >
      <Stack gap="sm" role="group" aria-label={t("shop.service.fields.resources")}>
        <Text fw={500}>{t("shop.service.fields.resources")}</Text>
        {offered.map((resource) => {
          const index = needs.findIndex((n) => n.resource_id === resource._id);
          const need = needs[index];
          const error = form.errors[`resources.${index}.quantity`];
          // The server refuses more than the resource has; said here already as it is typed.
          const isOverCount = typeof need?.quantity === "number" && need.quantity > resource.quantity;
          return (
            <Group key={resource._id} gap="md" wrap="nowrap">
              <Checkbox
                checked={!!need}
                onChange={(event) => setNeed(resource, event.currentTarget.checked ? 1 : null)}
                label={<bdi>{resource.name}</bdi>}
                description={branchLabel(resource)}
                style={{ flex: 1 }}
              />
              <NumberField
                kind="whole"
                aria-label={t("shop.service.fields.resource_quantity", { name: resource.name })}
                value={need?.quantity}
                onChange={(value) => setNeed(resource, value)}
                error={
                  typeof error === "string"
                    ? refusalText(t, error)
                    : isOverCount && refusalText(t, { code: "max", params: { max: resource.quantity } })
                }
                disabled={!need}
                w={110}
              />
            </Group>
          );
        })}
        {typeof errorText === "string" && (
          <Text c="red" size="sm" role="alert">
            {refusalText(t, errorText)}
          </Text>
        )}
      </Stack>
    </ListState>
  );
}
