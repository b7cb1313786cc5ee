import { Button, Group } from "@mantine/core";
import { IconDownload, IconFileTypeCsv } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadFailureText } from "../../../shared/api/download";
import { useCan } from "../../../shared/session/permissions";
import { notify } from "../../../shared/ui/notify";
import { type StatementFormat, type StatementSource, useStatementDownload } from "./statement-hooks";

const FORMATS: { format: StatementFormat; label: "pdf_en" | "pdf_ar" | "csv" }[] = [
  { format: "en", label: "pdf_en" },
  { format: "ar", label: "pdf_ar" },
  { format: "csv", label: "csv" },
];

/** A statement's PDF in English or in Arabic and its CSV; nothing for a user who may not download. */
export function StatementDownloads({ source, size = "sm" }: { source: StatementSource; size?: "xs" | "sm" }) {
  const { t } = useTranslation();
  const canDownload = useCan("statements.download");
  const download = useStatementDownload();
  if (!canDownload) return null;

  function handleDownload(format: StatementFormat) {
    download.mutate(
      { source, format },
      { onError: (error) => notify.error(downloadFailureText(t, error, t("fleet.statement.downloads.failed"))) },
    );
  }

  return (
    <Group gap="xs" wrap="nowrap">
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          size={size}
          variant="default"
          leftSection={format === "csv" ? <IconFileTypeCsv size={16} /> : <IconDownload size={16} />}
          loading={download.isPending && download.variables.format === format}
          disabled={download.isPending && download.variables.format !== format}
          onClick={() => handleDownload(format)}
        >
          {t(`fleet.statement.downloads.${label}`)}
        </Button>
      ))}
    </Group>
  );
}
