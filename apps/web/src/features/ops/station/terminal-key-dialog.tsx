import "@mantine/core/styles/Code.css";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import type { NewTerminalDto } from "@pitlane/domain";
import { IconCheck, IconCopy, IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The new terminal's key, shown this once: the server keeps only its hash, so closing this dialog
 * is the last time anyone sees it. It closes only by the button that says the key was copied.
 */
export function TerminalKeyDialog({ terminal, onClose }: { terminal: NewTerminalDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={terminal !== null}
      onClose={onClose}
      title={terminal && t("ops.station.terminals.key_title", { name: terminal.name })}
      centered
      closeOnClickOutside={false}
      size="lg"
    >
      {terminal && (
        <Stack>
          <Alert color="yellow" variant="light" icon={<IconKey size={18} />}>
            {t("ops.station.terminals.key_warning")}
          </Alert>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="terminal-key-label">
              {t("ops.station.terminals.key_label")}
            </Text>
            <Code block dir="ltr" aria-labelledby="terminal-key-label" style={{ wordBreak: "break-all" }}>
              {terminal.key}
            </Code>
          </Stack>
          <Group justify="space-between">
            <CopyButton value={terminal.key}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? "teal" : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t("ops.station.terminals.copied") : t("ops.station.terminals.copy")}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t("ops.station.terminals.key_done")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
