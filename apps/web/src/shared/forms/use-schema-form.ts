import { useForm } from "@mantine/form";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { issueParams } from "@pitlane/domain/platform/refusal";
import { noFormErrors, toFormErrors } from "./form-errors";
import { encodeRefusal, refusalText } from "./messages";

/** A schema, or a loader of one: public pages load zod on first input, off the sign-in page's budget. */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * zod issues as form errors keyed by field path, each its refusal code (the schema's message) with
 * the bound it names ("max" with 24); the first issue of a field wins.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".");
    const params = issueParams(issue);
    if (path && !errors[path]) errors[path] = encodeRefusal({ code: issue.message, ...(params ? { params } : {}) });
  }
  return errors;
}

/** The fields of an object schema (duck-typed, so this module needs no zod at run time). */
function fieldNamesOf(schema: z.ZodType | null): string[] {
  return schema && "shape" in schema && typeof schema.shape === "object" && schema.shape
    ? Object.keys(schema.shape)
    : [];
}

/**
 * A Mantine form validated by the same zod schema as the API. Errors are kept as refusal codes
 * and translated when shown, so a language switch re-translates them. `error` is the
 * container's failed call: a refusal naming a field of the form lands on it, any other comes
 * back as `formError`.
 */
export function useSchemaForm<Values extends Record<string, unknown>, S extends z.ZodType>(
  source: SchemaSource<S>,
  initialValues: Values,
  error: unknown,
) {
  const { t } = useTranslation();
  const form = useForm<Values>({ mode: "controlled", initialValues });
  const { setErrors } = form;
  const [schema, setSchema] = useState<S | null>(typeof source === "function" ? null : source);
  const loading = useRef<Promise<S> | null>(null);

  function resolveSchema(): Promise<S> {
    loading.current ??= (typeof source === "function" ? source() : Promise.resolve(source)).then((loaded) => {
      setSchema(loaded);
      return loaded;
    });
    return loading.current;
  }

  const serverErrors = useMemo(
    () => (error ? toFormErrors(error, fieldNamesOf(schema)) : noFormErrors),
    [error, schema],
  );
  useEffect(() => {
    setErrors(serverErrors.fields);
  }, [serverErrors, setErrors]);

  /** Input props for a field, with its error in the current language. */
  function field(name: keyof Values & string) {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === "string" ? refusalText(t, props.error) : props.error };
  }

  /** Props for the <form>: validate on submit (focus the first bad field), else hand over the parsed body. */
  function formProps(onValid: (body: z.output<S>) => void) {
    return {
      noValidate: true,
      onInput: () => void resolveSchema(),
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void resolveSchema().then((loaded) => {
          const values = form.getValues();
          const errors = schemaErrors(loaded, values);
          setErrors(errors);
          const first = Object.keys(errors)[0];
          if (first) form.getInputNode(first)?.focus();
          else onValid(loaded.parse(values));
        });
      },
    };
  }

  return { form, field, formProps, formError: serverErrors.form };
}
