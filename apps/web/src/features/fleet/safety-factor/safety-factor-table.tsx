import "@mantine/core/styles/Table.css";
import { Table, Text } from "@mantine/core";
import type { SafetyFactorDto } from "@pitlane/domain";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { refusalText } from "../../../shared/forms/messages";
import { NumberField } from "../../../shared/forms/number-field";
import type { FactorValues } from "./safety-factor-values";

interface Props {
  items: SafetyFactorDto[];
  form: UseFormReturnType<FactorValues>;
  canEdit: boolean;
}

/** One line per vehicle type: its name, the factor input (or the factor, read-only) and when it last changed. */
export function SafetyFactorTable({ items, form, canEdit }: Props) {
  const { t, i18n } = useTranslation();
  const isArabic = i18n.language === "ar";
  const clock = useTenantClock();
  const percent = new Intl.NumberFormat(`${i18n.language}-u-nu-latn`, { maximumFractionDigits: 2 });

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" aria-label={t("fleet.settings.safety_factors.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("fields.vehicle_type")}</Table.Th>
            <Table.Th w={220}>{t("fleet.settings.safety_factors.factor")}</Table.Th>
            <Table.Th>{t("fleet.settings.safety_factors.updated_at")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, row) => {
            const name = isArabic ? item.vehicle_type_name_arabic : item.vehicle_type_name;
            const input = form.getInputProps(`factors.${row}`);
            return (
              <Table.Tr key={item.vehicle_type_id}>
                <Table.Td fw={500}>{name}</Table.Td>
                <Table.Td>
                  {canEdit ? (
                    <NumberField
                      kind="percent"
                      {...input}
                      error={typeof input.error === "string" ? refusalText(t, input.error) : input.error}
                      aria-label={t("fleet.settings.safety_factors.factor_of", { type: name })}
                      placeholder={t("fleet.settings.safety_factors.not_set")}
                    />
                  ) : (
                    <Text c={item.factor === null ? "dimmed" : undefined}>
                      {item.factor === null
                        ? t("fleet.settings.safety_factors.not_set")
                        : t("fleet.settings.percent", { value: percent.format(item.factor) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td c="dimmed">{item.updated_at ? clock.date(item.updated_at) : "—"}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
