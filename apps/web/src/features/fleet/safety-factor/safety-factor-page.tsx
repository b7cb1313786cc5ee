import { Button, Group, Paper, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { SafetyFactorDto, SafetyFactorUpdateBody } from "@pitlane/domain";
import { type FormEvent, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { FormError } from "../../../shared/ui/form-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { SafetyFactorTable } from "./safety-factor-table";
import { checkEntries, serverErrorsOf, valuesOf } from "./safety-factor-values";

export interface SafetyFactorPageProps {
  items: SafetyFactorDto[];
  pending: boolean;
  /** The failed save, if any: an entry's message lands on its row, the rest above the button. */
  errors: unknown;
  canEdit: boolean;
  onSubmit: (body: SafetyFactorUpdateBody) => void;
}

/** `/fleet/settings/safety-factors`: every vehicle type's default factor of safety, saved together. */
export function SafetyFactorPage({ items, pending, errors, canEdit, onSubmit }: SafetyFactorPageProps) {
  const { t } = useTranslation();
  const form = useForm({ mode: "controlled", initialValues: valuesOf(items) });
  const { setErrors } = form;
  // The rows of the last save's entries: the server names entries by their place in what was sent.
  const sentRows = useRef<number[]>([]);
  const failure = useMemo(() => (errors ? toFailure(errors) : null), [errors]);
  const rowErrors = useMemo(() => serverErrorsOf(failure?.refusal, sentRows.current), [failure]);
  const formFailure = rowErrors ? null : failure;

  useEffect(() => {
    if (rowErrors) setErrors(rowErrors);
  }, [rowErrors, setErrors]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { errors: found, body, rowOf } = checkEntries(items, form.getValues());
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.getInputNode(first)?.focus();
    else if (body) {
      sentRows.current = rowOf;
      onSubmit(body);
    }
  }

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t("fleet.settings.safety_factors.title")}
        description={t("fleet.settings.safety_factors.subtitle")}
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form noValidate onSubmit={handleSubmit}>
          <Stack>
            <SafetyFactorTable items={items} form={form} canEdit={canEdit} />
            {canEdit && (
              <>
                <FormError failure={formFailure} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                    {t("actions.cancel")}
                  </Button>
                  <Button type="submit" loading={pending}>
                    {t("actions.save_changes")}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
