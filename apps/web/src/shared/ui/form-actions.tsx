import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Failure } from "../api/api-error";
import { FormError } from "./form-error";

interface Props {
  /** The refusal of the whole form, if any: shown above the buttons. */
  failure: Failure | null;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** "Cancel" unless the form says otherwise (a form only looked at goes back to its list). */
  cancelLabel?: string;
  /** False hides the submit button: the user may look, not change. */
  canSubmit?: boolean;
  /** "red" for a submit that cannot be undone (voiding an invoice). */
  submitColor?: string;
}

/** The end of a form: its refusal, then Cancel and the submit button (busy while saving). */
export function FormActions({
  failure,
  pending,
  onCancel,
  submitLabel,
  cancelLabel,
  canSubmit = true,
  submitColor,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FormError failure={failure} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t("actions.cancel")}
        </Button>
        {canSubmit && (
          <Button type="submit" loading={pending} color={submitColor}>
            {submitLabel}
          </Button>
        )}
      </Group>
    </>
  );
}
