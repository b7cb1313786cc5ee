import "@mantine/core/styles/Table.css";
import { Alert, Button, FileButton, Group, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import type { ImportRowError } from "@pitlane/domain";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import type { CsvImport } from "../../../shared/api/csv";
import { refusalText } from "../../../shared/forms/messages";
import { FormError } from "../../../shared/ui/form-error";
import { notify } from "../../../shared/ui/notify";

/** The lists that import a CSV file; each has its texts under `fleet.<entity>.import_dialog`. */
export type ImportingEntity = "employee" | "vehicle";

interface Props {
  entity: ImportingEntity;
  /** The entity's import hook (shared/api/csv.ts), held by the dialog so closing it forgets a refusal. */
  useImport: () => CsvImport;
  opened: boolean;
  onClose: () => void;
}

/** Choose a CSV file and import it: all its rows are added, or none and every refused row is listed. */
export function CsvImportDialog({ entity, useImport, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const importFile = useImport();

  function handleClose() {
    setFile(null);
    setRowErrors([]);
    importFile.reset();
    onClose();
  }

  function handleImport() {
    if (!file) return;
    importFile.mutate(file, {
      onSuccess: (result) => {
        setRowErrors(result.errors);
        if (result.errors.length > 0) return;
        notify.success(t(`fleet.${entity}.toast.imported`, { count: result.imported }));
        handleClose();
      },
    });
  }

  return (
    <Modal opened={opened} onClose={handleClose} title={t(`fleet.${entity}.import_dialog.title`)} centered size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t(`fleet.${entity}.import_dialog.hint`)}
        </Text>
        <Group>
          <FileButton
            accept=".csv,text/csv"
            onChange={(chosen) => {
              setFile(chosen);
              setRowErrors([]);
              importFile.reset();
            }}
          >
            {(props) => (
              <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} {...props}>
                {t(`fleet.${entity}.import_dialog.choose_file`)}
              </Button>
            )}
          </FileButton>
          {file && (
            <Text size="sm" aria-label={t(`fleet.${entity}.import_dialog.file`)}>
              <bdi>{file.name}</bdi>
            </Text>
          )}
        </Group>
        {rowErrors.length > 0 && <RowErrors entity={entity} errors={rowErrors} />}
        <FormError failure={importFile.error ? toFailure(importFile.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClose}>
            {t("actions.cancel")}
          </Button>
          <Button onClick={handleImport} disabled={!file} loading={importFile.isPending}>
            {t(`fleet.${entity}.import_dialog.submit`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Each refused row with its column (as the file names it) and why, in the reader's language. */
function RowErrors({ entity, errors }: { entity: ImportingEntity; errors: ImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" title={t(`fleet.${entity}.import_dialog.errors_title`)}>
      <ScrollArea.Autosize mah={260}>
        <Table striped withRowBorders={false} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t(`fleet.${entity}.import_dialog.column`)}</Table.Th>
              <Table.Th>{t(`fleet.${entity}.import_dialog.problem`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error) => (
              <Table.Tr key={`${error.row}-${error.field}`}>
                <Table.Td>{t(`fleet.${entity}.import_dialog.row`, { row: error.row })}</Table.Td>
                <Table.Td>
                  <bdi>{error.field}</bdi>
                </Table.Td>
                <Table.Td>{refusalText(t, error, error.message)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Alert>
  );
}
