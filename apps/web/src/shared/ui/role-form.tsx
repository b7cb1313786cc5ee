import { Paper, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import type { z } from "zod";
import { useSchemaForm } from "../forms/use-schema-form";
import { FormActions } from "./form-actions";
import { PageHeader } from "./page-header";

/** A back office's permission picker, bound to the form's `permissions`. */
export interface RolePickerProps {
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  /** Already translated ("Please select some actions"). */
  error?: string;
}

/** What the page says, already translated by the back office using it. */
export interface RoleFormTexts {
  title: string;
  name: string;
  submit: string;
}

export interface RoleFormProps<B> {
  /** The back office's role schema: a name and the ticked actions of its catalogue. */
  schema: z.ZodType<B>;
  /** The role being edited; absent when adding. */
  data?: { name: string; permissions: string[] };
  texts: RoleFormTexts;
  /** Marks the name as required. */
  isNameMarked?: boolean;
  renderPicker: (props: RolePickerProps) => ReactNode;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: B) => void;
  onCancel: () => void;
}

/** The add and edit page of a role, for the shop's catalogue and the fleet portal's alike. */
export function RoleForm<B>({ schema, data, texts, isNameMarked, renderPicker, ...props }: RoleFormProps<B>) {
  const initialValues = { name: data?.name ?? "", permissions: data?.permissions ?? [] };
  const { form, field, formProps, formError } = useSchemaForm(schema, initialValues, props.errors);
  const permissions = field("permissions");

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={texts.title} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps(props.onSubmit)}>
          <Stack gap="lg">
            <TextInput
              label={texts.name}
              dir="auto"
              withAsterisk={isNameMarked}
              autoFocus
              maw={420}
              {...field("name")}
            />
            {renderPicker({
              value: form.values.permissions,
              onChange: (next) => form.setFieldValue("permissions", next),
              error: typeof permissions.error === "string" ? permissions.error : undefined,
            })}
            <FormActions
              failure={formError}
              pending={props.pending}
              onCancel={props.onCancel}
              submitLabel={texts.submit}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
