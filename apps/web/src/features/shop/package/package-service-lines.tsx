import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Badge.css";
import { ActionIcon, Badge, Input, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { formatDuration, type PackageDto, type ServiceSummaryDto } from "@pitlane/domain";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../../shared/ui/money";
import { ChoicesGate } from "./choices-gate";
import { LinePicker } from "./line-picker";
import { LinePrice } from "./line-price";

interface Props {
  branchId: string;
  chosen: string[];
  choices: { data?: ServiceSummaryDto[]; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The edited package's services, for those the branch no longer offers. */
  packageLines: PackageDto["services"];
  error?: string;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The builder's services: a picker of the branch's services and the chosen ones, each once. */
export function PackageServiceLines({ branchId, chosen, choices, packageLines, error, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const offered = choices.data ?? [];
  const rows = chosen.flatMap((id) => {
    const current = offered.find((s) => s._id === id);
    const shown = current ?? packageLines.find((s) => s._id === id);
    return shown ? [{ ...shown, isOffered: !!current }] : [];
  });
  const options = offered
    .filter((s) => !chosen.includes(s._id))
    .map((s) => ({
      value: s._id,
      label: s.name,
      detail: `${formatDuration(s.duration)} · ${money(s.discounted_price)}`,
    }));

  return (
    <Stack gap="sm">
      <ChoicesGate branchId={branchId} choices={choices} loadingText={t("shop.package.builder.loading_services")}>
        {offered.length === 0 ? (
          <Text c="dimmed">{t("shop.package.builder.no_services")}</Text>
        ) : (
          <LinePicker
            label={t("shop.package.builder.add_service")}
            placeholder={t("shop.package.builder.search_services")}
            options={options}
            onPick={onAdd}
          />
        )}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("shop.package.builder.no_services_chosen")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" aria-label={t("shop.package.sections.services")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("shop.package.builder.service")}</Table.Th>
                  <Table.Th>{t("shop.package.builder.duration")}</Table.Th>
                  <Table.Th>{t("shop.package.builder.price")}</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t("shop.package.columns.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s._id}>
                    <Table.Td>
                      <bdi>{s.name}</bdi>
                      {!s.isOffered && (
                        <Badge ms="xs" color="orange" variant="light">
                          {t("shop.package.builder.not_offered")}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <bdi dir="ltr">{formatDuration(s.duration)}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <LinePrice price={s.price} discounted={s.discounted_price} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => onRemove(s._id)}
                        aria-label={t("shop.package.builder.remove", { name: s.name })}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ChoicesGate>
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
