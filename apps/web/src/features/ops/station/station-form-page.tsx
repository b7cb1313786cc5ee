import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import "../../../shared/ui/select-styles";
import { Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { FUEL_TYPES, STATION_STATUSES, StationBody, type StationDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { PageHeader } from "../../../shared/ui/page-header";
import { FormLocationFields } from "../../reference/location/location-fields";
import { HINT_BELOW } from "./station-display";

export interface StationFormPageProps {
  /** The station edited; absent when adding. */
  data?: StationDto;
  pending: boolean;
  /** The failed call: a refusal naming a field lands on it ("name: A station with this name ..."). */
  errors: unknown;
  onSubmit: (body: StationBody) => void;
  onCancel: () => void;
}

const valuesOf = (station?: StationDto) => ({
  name: station?.name ?? "",
  brand: station?.brand ?? "",
  address: station?.address ?? "",
  country_id: station?.country_id ?? null,
  state_id: station?.state_id ?? null,
  city_id: station?.city_id ?? null,
  latitude: (station?.latitude ?? "") as number | string,
  longitude: (station?.longitude ?? "") as number | string,
  fuel_types: [...(station?.fuel_types ?? FUEL_TYPES)] as string[],
  status: station?.status ?? "active",
});

/** Add and edit share this page; each has its own URL (station-add-route, station-edit-route). */
export function StationFormPage({ data, pending, errors, onSubmit, onCancel }: StationFormPageProps) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(StationBody, valuesOf(data), errors);

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={data ? t("ops.station.title_edit", { name: data.name }) : t("ops.station.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(onSubmit)}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("ops.station.fields.name")} withAsterisk dir="auto" autoFocus {...field("name")} />
              <TextInput label={t("ops.station.fields.brand")} withAsterisk dir="auto" {...field("brand")} />
            </SimpleGrid>
            <TextInput label={t("fields.address")} withAsterisk dir="auto" {...field("address")} />
            <FormLocationFields form={form} field={field} />
            <Group align="flex-start" grow>
              <NumberField
                kind="decimal"
                label={t("ops.station.fields.latitude")}
                description={t("ops.station.fields.coordinates_hint")}
                inputWrapperOrder={HINT_BELOW}
                withAsterisk
                {...field("latitude")}
              />
              <NumberField
                kind="decimal"
                label={t("ops.station.fields.longitude")}
                withAsterisk
                {...field("longitude")}
              />
            </Group>
            <Checkbox.Group label={t("ops.station.fields.fuel_types")} withAsterisk {...field("fuel_types")}>
              <Group mt="xs">
                {FUEL_TYPES.map((fuel) => (
                  <Checkbox key={fuel} value={fuel} label={t(`ops.station.fuel_types.${fuel}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Select
              label={t("ops.station.fields.status")}
              allowDeselect={false}
              maw={280}
              data={STATION_STATUSES.map((status) => ({ value: status, label: t(`ops.station.filters.${status}`) }))}
              {...field("status")}
            />
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("ops.station.add")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
