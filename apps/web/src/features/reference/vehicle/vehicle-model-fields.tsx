import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CascadeSelects } from "../../../shared/ui/cascade-selects";
import { useVehicleMakes, useVehicleModels, useVehicleTypes } from "./use-vehicle-reference";

export interface VehicleModelValue {
  vehicle_type_id: string | null;
  make_id: string | null;
  model_id: string | null;
}

/** The three selects' messages from a schema form's `field` (see use-schema-form). */
export const vehicleModelErrors = (field: (name: keyof VehicleModelValue) => { error?: ReactNode }) => ({
  vehicle_type_id: field("vehicle_type_id").error,
  make_id: field("make_id").error,
  model_id: field("model_id").error,
});

interface Props {
  value: VehicleModelValue;
  /** Called with the changed fields: a new type also clears make and model, a new make the model. */
  onChange: (patch: Partial<VehicleModelValue>) => void;
  errors?: Partial<Record<keyof VehicleModelValue, ReactNode>>;
  /** Marks the three selects as required (the fleet's vehicles need all three). */
  required?: boolean;
  disabled?: boolean;
}

/**
 * Vehicle type, then make, then model: each list loads when the one before is chosen. Used inside a
 * Mantine form: `onChange={(patch) => form.setValues(patch)}`.
 */
export function VehicleModelFields({ value, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const types = useVehicleTypes();
  const makes = useVehicleMakes(value.vehicle_type_id);
  const models = useVehicleModels(value.make_id);
  const isArabic = i18n.language === "ar";
  const typeOptions = (types.data?.items ?? []).map((type) => ({
    value: type._id,
    label: isArabic ? type.name_arabic : type.name,
  }));
  const nameOptions = (items: { _id: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item._id, label: item.name }));

  return (
    <CascadeSelects
      {...props}
      levels={[
        {
          key: "vehicle_type_id",
          label: t("fields.vehicle_type"),
          placeholder: t("fields.choose_vehicle_type"),
          options: typeOptions,
          isLoading: types.isPending,
        },
        {
          key: "make_id",
          label: t("fields.make"),
          placeholder: t("fields.choose_make"),
          options: nameOptions(makes.data?.items),
        },
        {
          key: "model_id",
          label: t("fields.model"),
          placeholder: t("fields.choose_model"),
          options: nameOptions(models.data?.items),
        },
      ]}
      value={value}
    />
  );
}
