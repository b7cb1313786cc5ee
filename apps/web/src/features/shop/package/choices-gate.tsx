import { Group, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListError } from "../../../shared/ui/list-error";

interface Props {
  branchId: string;
  /** The branch's services or products as loaded (TanStack Query's state). */
  choices: { isPending: boolean; error: unknown; refetch: () => unknown };
  loadingText: string;
  children: ReactNode;
}

/** Before a branch is chosen, while its choices load or when they fail: what to say instead of the picker. */
export function ChoicesGate({ branchId, choices, loadingText, children }: Props) {
  const { t } = useTranslation();
  if (branchId === "") return <Text c="dimmed">{t("shop.package.builder.choose_branch_first")}</Text>;
  if (choices.error) return <ListError error={choices.error} onRetry={() => void choices.refetch()} />;
  if (choices.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text c="dimmed">{loadingText}</Text>
      </Group>
    );
  return children;
}
