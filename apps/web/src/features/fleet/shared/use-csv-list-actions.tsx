import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CsvImport } from "../../../shared/api/csv";
import { downloadFailureText } from "../../../shared/api/download";
import { useCan } from "../../../shared/session/permissions";
import { notify } from "../../../shared/ui/notify";
import { CsvImportDialog, type ImportingEntity } from "./csv-import-dialog";

interface Options<Q> {
  /** Texts under `fleet.<entity>`, permissions under `<entity>s.*`. */
  entity: ImportingEntity;
  /** What the export holds: the list's filters, every page of them. */
  filters: Q;
  useExport: () => UseMutationResult<void, Error, Q>;
  useImport: () => CsvImport;
}

/**
 * The import and export of a list, as far as the role allows: the toolbar's buttons (spread into
 * it) and the import dialog (the list screen's `dialog`). A failed export says so in a toast (and
 * why, when the server asks to wait).
 */
export function useCsvListActions<Q>({ entity, filters, useExport, useImport }: Options<Q>) {
  const { t } = useTranslation();
  const [isImporting, setImporting] = useState(false);
  const exportFile = useExport();
  const canExport = useCan(`${entity}s.export`);
  const canImport = useCan(`${entity}s.import`);

  function handleExport() {
    exportFile.mutate(filters, {
      onError: (error) => notify.error(downloadFailureText(t, error, t(`fleet.${entity}.toast.export_failed`))),
    });
  }

  return {
    toolbar: {
      onExport: canExport ? handleExport : undefined,
      onImport: canImport ? () => setImporting(true) : undefined,
      isExporting: exportFile.isPending,
    },
    dialog: canImport && (
      <CsvImportDialog entity={entity} useImport={useImport} opened={isImporting} onClose={() => setImporting(false)} />
    ),
  };
}
