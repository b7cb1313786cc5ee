import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Checkbox, Input, Paper, SimpleGrid, Stack } from "@mantine/core";
import { type CategoryWithServicesDto, formatDuration } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ListState } from "../../../shared/ui/list-state";
import { NotAllowedNote } from "../../../shared/ui/not-allowed-note";
import { categoryName } from "../category/category-hooks";
import type { TabProps } from "./team-form";
import { useCategoriesWithServices } from "./team-hooks";

/** The services the member performs, grouped by category, with "select all" per category. */
export function ServicesTab({ form }: TabProps) {
  const { t } = useTranslation();
  const canView = useCan("services.view");
  if (!canView) return <NotAllowedNote>{t("shop.team.choices.no_services")}</NotAllowedNote>;
  return <ServiceChoices form={form} />;
}

function CategoryServices({
  category,
  selected,
  onChange,
}: {
  category: CategoryWithServicesDto;
  selected: Set<string>;
  onChange: (ids: string[], isChosen: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = categoryName(category, i18n.language);
  const ids = category.services.map((s) => s._id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <Paper withBorder p="sm" radius="md" component="fieldset" aria-label={name} m={0}>
      <Stack gap="xs">
        <Checkbox
          fw={500}
          label={<bdi>{name}</bdi>}
          description={t("shop.team.services.select_all")}
          checked={chosen > 0 && chosen === ids.length}
          indeterminate={chosen > 0 && chosen < ids.length}
          onChange={(event) => onChange(ids, event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} ps="lg">
          {category.services.map((service) => (
            <Checkbox
              key={service._id}
              label={<bdi>{service.name}</bdi>}
              description={<bdi dir="ltr">{formatDuration(service.duration)}</bdi>}
              checked={selected.has(service._id)}
              onChange={(event) => onChange([service._id], event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function ServiceChoices({ form: { form, field } }: TabProps) {
  const { t } = useTranslation();
  const categories = useCategoriesWithServices();
  const withServices = (categories.data ?? []).filter((c) => c.services.length > 0);
  const selected = new Set(form.values.service_ids);
  // Ids the list does not show (a service since deactivated) are kept: this tab only adds and removes what it shows.
  const handleChange = (ids: string[], isChosen: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (isChosen) next.add(id);
      else next.delete(id);
    }
    form.setFieldValue("service_ids", [...next]);
  };

  return (
    <ListState
      pending={categories.isPending}
      loadError={categories.error}
      onRetry={() => void categories.refetch()}
      isEmpty={withServices.length === 0}
      emptyText={t("shop.team.choices.services_empty")}
    >
      <Input.Wrapper label={t("shop.team.fields.service_ids")} labelElement="div" error={field("service_ids").error}>
        <Stack mt="xs">
          {withServices.map((category) => (
            <CategoryServices key={category._id} category={category} selected={selected} onChange={handleChange} />
          ))}
        </Stack>
      </Input.Wrapper>
    </ListState>
  );
}
