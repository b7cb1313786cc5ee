import { Alert, Button, Stack } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toFailure } from "../api/api-error";
import { failureText } from "../forms/messages";

/**
 * Why a record could not be loaded: gone or never this shop's (404, or an id that is not one: 400;
 * no error at all means no id was given) reads as "not found"; anything else says its own reason.
 */
export function recordLoadText(t: TFunction, error: unknown, notFoundText: string): string {
  if (!error) return notFoundText;
  const failure = toFailure(error);
  return failure.code === 404 || failure.code === 400 ? notFoundText : failureText(t, failure);
}

interface Props {
  error: unknown;
  notFoundText: string;
  /** The list the record belongs to, and the button's text. */
  backTo: string;
  backLabel: string;
}

/** An edit page whose record could not be loaded: why, and the way back to the list. */
export function RecordLoadError({ error, notFoundText, backTo, backLabel }: Props) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" maw={600}>
      <Alert role="alert" color="red" variant="light" w="100%">
        {recordLoadText(t, error, notFoundText)}
      </Alert>
      <Button component={Link} to={backTo} variant="default">
        {backLabel}
      </Button>
    </Stack>
  );
}
