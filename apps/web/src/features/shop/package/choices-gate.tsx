import { Group, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ListError } from "../../../shared/ui/list-error";

interface Props {
  /** The chosen branch: "" or null before one is. */
  branchId: string | null;
  /** The branch's packages, services or products as loaded (TanStack Query's state). */
  choices: { isPending: boolean; error: unknown; refetch: () => unknown };
  chooseBranchText: string;
  loadingText: string;
  /** The screen's own words for a failure ("Failed to fetch services"), in place of the server's reason. */
  failedText?: string;
  children: ReactNode;
}

/** Before a branch is chosen, while its choices load or when they fail: what to say instead of the picker. */
export function ChoicesGate({ branchId, choices, chooseBranchText, loadingText, failedText, children }: Props) {
  if (!branchId) return <Text c="dimmed">{chooseBranchText}</Text>;
  if (choices.error) {
    return <ListError error={choices.error} text={failedText} onRetry={() => void choices.refetch()} />;
  }
  if (choices.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text c="dimmed">{loadingText}</Text>
      </Group>
    );
  return children;
}
