import { Button, Group } from "@mantine/core";
import { IconDownload, IconUpload } from "@tabler/icons-react";

interface Props {
  /** Absent when the role may not export, or the list has no export. */
  onExport?: () => void;
  exportLabel: string;
  isExporting?: boolean;
  /** Absent when the role may not import, or the list has no import. */
  onImport?: () => void;
  importLabel?: string;
  /** Pushed to the end of the toolbar, unless the list keeps them beside its search. */
  isAtEnd?: boolean;
}

/** A list toolbar's CSV buttons: import opens the list's dialog, export downloads what the filters select. */
export function CsvButtons({
  onExport,
  exportLabel,
  isExporting = false,
  onImport,
  importLabel,
  isAtEnd = true,
}: Props) {
  if (!onExport && !onImport) return null;
  return (
    <Group gap="xs" ms={isAtEnd ? "auto" : undefined}>
      {onImport && (
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={onImport}>
          {importLabel}
        </Button>
      )}
      {onExport && (
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={isExporting} onClick={onExport}>
          {exportLabel}
        </Button>
      )}
    </Group>
  );
}
