import { Alert, Button, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconNfc } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type NdefReaderClass, type NfcFailure, NfcReadError, readNfcTag } from "./nfc-reader";

/** Waits for the vehicle's NFC tag while open; a tag read gives its value, a failure says why. */
export function NfcDialog({
  Reader,
  opened,
  onClose,
  onTag,
}: {
  Reader: NdefReaderClass;
  opened: boolean;
  onClose: () => void;
  onTag: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<NfcFailure | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!opened) return;
    const cancel = new AbortController();
    setFailure(null);
    readNfcTag(Reader, cancel.signal).then(onTag, (error: unknown) => {
      if (error instanceof NfcReadError) setFailure(error.failure);
    });
    return () => cancel.abort();
    // A new handler each render must not restart the scan: only opening or "try again" does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, attempt, Reader]);

  return (
    <Modal opened={opened} onClose={onClose} title={t("station.nfc.title")} centered>
      <Stack align="center">
        {failure ? (
          <Alert color="red" variant="light" role="alert" w="100%">
            {t(`station.nfc.${failure}`)}
          </Alert>
        ) : (
          <>
            <IconNfc size={64} stroke={1.4} aria-hidden />
            <Text ta="center">{t("station.nfc.hint")}</Text>
            <Loader type="dots" />
          </>
        )}
        {failure && (
          <Button size="xl" fullWidth onClick={() => setAttempt((n) => n + 1)}>
            {t("actions.retry")}
          </Button>
        )}
        <Button size="xl" fullWidth variant="default" onClick={onClose}>
          {t("actions.cancel")}
        </Button>
      </Stack>
    </Modal>
  );
}
