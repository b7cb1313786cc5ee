import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toFailure } from "../api/api-error";
import { failureText } from "../forms/messages";
import { PageLoader } from "./page-loader";

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

/** A record's query as far as these screens read it. */
export interface RecordQuery {
  isPending: boolean;
  error: unknown;
}

/**
 * A route's record until it has loaded (`if (!record.isSuccess) return <RecordLoadState ... />`):
 * the page's spinner, then why it could not be loaded and the way back.
 */
export function RecordLoadState({ record, ...props }: Omit<Props, "error"> & { record: RecordQuery }) {
  return record.isPending ? <PageLoader /> : <RecordLoadError error={record.error} {...props} />;
}

/** The same inside a modal, which has no list to go back to: a spinner, then why. */
export function ModalRecordLoadState({ record, notFoundText }: { record: RecordQuery; notFoundText: string }) {
  const { t } = useTranslation();
  if (record.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t("loading")}>
        <Loader />
      </Center>
    );
  }
  return (
    <Alert role="alert" color="red" variant="light">
      {recordLoadText(t, record.error, notFoundText)}
    </Alert>
  );
}
