import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Button, Group, Radio, Stack, Table, Text, Textarea, TextInput, VisuallyHidden } from "@mantine/core";
import { type InspectionBody as InspectionBodyType, InspectionBody, type InspectionDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { InspectionPhotos } from "./inspection-photos";
import { type InspectionValues, inspectionValuesOf, itemStateOf, okOf } from "./inspection-values";

interface Props {
  inspection: InspectionDto | null;
  /** False shows the inspection without a way to change it. */
  canEdit: boolean;
  pending: boolean;
  errors: unknown;
  onSubmit: (body: InspectionBodyType) => void;
}

/** The inspection of a job card: each checklist item OK, not OK or not looked at, with a note; notes and photos. */
export function InspectionForm({ inspection, canEdit, pending, errors, onSubmit }: Props) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm<InspectionValues, typeof InspectionBody>(
    InspectionBody,
    inspectionValuesOf(inspection),
    errors,
  );
  const states = [
    { value: "ok", label: t("shop.job_card.inspection.ok") },
    { value: "not_ok", label: t("shop.job_card.inspection.not_ok") },
    { value: "unset", label: t("shop.job_card.inspection.unset") },
  ];
  const items = form.values.items;

  return (
    <form {...formProps(onSubmit)} aria-label={t("shop.job_card.inspection.title")}>
      <Stack>
        {items.length === 0 ? (
          <Text c="dimmed">{t("shop.job_card.inspection.no_checklist")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label={t("shop.job_card.inspection.checklist")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("shop.job_card.inspection.item")}</Table.Th>
                  <Table.Th>{t("shop.job_card.inspection.result")}</Table.Th>
                  <Table.Th>{t("shop.job_card.inspection.note")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, index) => (
                  <Table.Tr key={item.item}>
                    <Table.Td>
                      <bdi>{item.item}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <Radio.Group
                        label={
                          <VisuallyHidden>
                            {t("shop.job_card.inspection.result_of", { item: item.item })}
                          </VisuallyHidden>
                        }
                        value={itemStateOf(item.ok)}
                        onChange={(state) => form.setFieldValue(`items.${index}.ok`, okOf(state))}
                        readOnly={!canEdit}
                        // The row names the item already: its label is for screen readers, out of the layout.
                        styles={{ label: { position: "absolute" } }}
                      >
                        <Group gap="sm" wrap="nowrap">
                          {states.map((state) => (
                            <Radio
                              key={state.value}
                              size="xs"
                              value={state.value}
                              label={state.label}
                              disabled={!canEdit}
                            />
                          ))}
                        </Group>
                      </Radio.Group>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        dir="auto"
                        aria-label={t("shop.job_card.inspection.note_of", { item: item.item })}
                        readOnly={!canEdit}
                        {...form.getInputProps(`items.${index}.note`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Textarea
          label={t("shop.job_card.inspection.notes")}
          dir="auto"
          rows={3}
          readOnly={!canEdit}
          {...field("notes")}
        />
        <InspectionPhotos
          value={form.values.photo_ids}
          onChange={(ids) => form.setFieldValue("photo_ids", ids)}
          disabled={!canEdit}
        />
        <FormError failure={formError} />
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t("shop.job_card.inspection.save")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
