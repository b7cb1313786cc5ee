import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { toFailure } from "../api/api-error";
import { failureText } from "../forms/messages";

/** A list that failed to load: the reason (or the screen's own `text` for it) and a retry. */
export function ListError({ error, text, onRetry }: { error: unknown; text?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light">
      <Stack gap="xs" align="flex-start">
        {text ?? failureText(t, toFailure(error))}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t("actions.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}
