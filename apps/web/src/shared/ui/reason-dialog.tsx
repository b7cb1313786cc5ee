import { Alert, Modal, Stack, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { z } from "zod";
import { useSchemaForm } from "../forms/use-schema-form";
import { FormActions } from "./form-actions";

interface Props {
  /** The endpoint's body: the reason as the API checks it. */
  schema: z.ZodType<{ reason: string }>;
  opened: boolean;
  title: string;
  /** What the step means for the company, above the reason. */
  warning: string;
  reasonLabel: string;
  reasonPlaceholder?: string;
  submitLabel: string;
  pending: boolean;
  /** The failed call, if any: shown in the form. */
  errors: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * A step that cannot be undone and needs a reason others will read (voiding an invoice, rejecting a
 * top-up, suspending a company): what it means, the reason (required, as the API's schema says),
 * then the red button that confirms.
 */
export function ReasonDialog({ opened, title, onClose, ...form }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && <ReasonForm {...form} onCancel={onClose} />}
    </Modal>
  );
}

function ReasonForm({
  schema,
  warning,
  reasonLabel,
  reasonPlaceholder,
  submitLabel,
  pending,
  errors,
  onSubmit,
  onCancel,
}: Omit<Props, "opened" | "title" | "onClose"> & { onCancel: () => void }) {
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
          withAsterisk
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
          submitColor="red"
        />
      </Stack>
    </form>
  );
}
