import { Alert, Modal, Stack, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { z } from "zod";
import { useSchemaForm } from "../forms/use-schema-form";
import { FormActions } from "./form-actions";

interface Props<R extends string | null> {
  /** The endpoint's body: the reason as the API checks it (required unless it takes null). */
  schema: z.ZodType<{ reason: R }>;
  opened: boolean;
  title: string;
  /** What the step means for the company, above the reason. */
  warning: string;
  reasonLabel: string;
  reasonPlaceholder?: string;
  submitLabel: string;
  /** The button that steps back; "Cancel" unless told. */
  cancelLabel?: string;
  /** Whether the reason must be given: marked so on the field. */
  required?: boolean;
  pending: boolean;
  /** The failed call, if any: shown in the form. */
  errors: unknown;
  onSubmit: (reason: R) => void;
  onClose: () => void;
}

/**
 * A step that cannot be undone with a reason others will read (voiding an invoice, rejecting a
 * top-up, suspending a company, cancelling an order): what it means, the reason (required or not, as
 * the API's schema says), then the red button that confirms.
 */
export function ReasonDialog<R extends string | null>({ opened, title, onClose, ...form }: Props<R>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && <ReasonForm {...form} onCancel={onClose} />}
    </Modal>
  );
}

function ReasonForm<R extends string | null>({
  schema,
  warning,
  reasonLabel,
  reasonPlaceholder,
  submitLabel,
  cancelLabel,
  required = true,
  pending,
  errors,
  onSubmit,
  onCancel,
}: Omit<Props<R>, "opened" | "title" | "onClose"> & { onCancel: () => void }) {
  const { field, formProps, formError } = useSchemaForm(schema, { reason: "" }, errors);
  return (
    <form {...formProps((body) => onSubmit(body.reason))}>
      <Stack>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {warning}
        </Alert>
        <Textarea
          label={reasonLabel}
          placeholder={reasonPlaceholder}
          withAsterisk={required}
          dir="auto"
          autosize
          minRows={2}
          data-autofocus
          {...field("reason")}
        />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          submitColor="red"
        />
      </Stack>
    </form>
  );
}
