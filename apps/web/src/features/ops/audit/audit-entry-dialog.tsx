import "@mantine/core/styles/Code.css";
import { Code, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AuditEntryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { StaticTable } from "../../../shared/ui/static-table";
import { type DiffRow, diffOf } from "./audit-diff";

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** One action: what it changed field by field, and the record before and after as it was kept. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntryDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  return (
    <Modal opened={!!entry} onClose={onClose} title={t("ops.audit.details")} size="xl" centered>
      {entry && (
        <Stack>
          <Text size="sm">
            {t("ops.audit.summary", {
              who: entry.actor_name,
              action: t(`ops.audit.actions.${entry.action}`),
              at: clock.dateTime(entry.created_at),
            })}
          </Text>
          <StaticTable<DiffRow>
            label={t("ops.audit.changes")}
            rows={diffOf(entry.before, entry.after)}
            rowKey={(row) => row.path}
            empty={t("ops.audit.no_changes")}
            columns={[
              {
                key: "path",
                header: t("ops.audit.field"),
                isMain: true,
                render: (row) => <bdi dir="ltr">{row.path}</bdi>,
              },
              { key: "before", header: t("ops.audit.before"), render: (row) => <Value text={row.before} /> },
              { key: "after", header: t("ops.audit.after"), render: (row) => <Value text={row.after} /> },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(["before", "after"] as const).map((side) => (
              <Stack key={side} gap={4}>
                <Text size="sm" fw={500}>
                  {t(`ops.audit.${side}`)}
                </Text>
                <Code block dir="ltr">
                  {json(entry[side])}
                </Code>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <Text c="dimmed" span>
      —
    </Text>
  ) : (
    <bdi>{text}</bdi>
  );
}
