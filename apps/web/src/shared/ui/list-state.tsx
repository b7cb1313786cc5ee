import "@mantine/core/styles/Skeleton.css";
import { Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListError } from "./list-error";

interface Props {
  pending: boolean;
  loadError: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  /** Said when there is nothing to show. */
  emptyText: string;
  children: ReactNode;
}

/** A short list inside a form or a tab while it loads, after it failed, when it is empty; else the list itself. */
export function ListState({ pending, loadError, onRetry, isEmpty, emptyText, children }: Props) {
  const { t } = useTranslation();
  if (loadError) return <ListError error={loadError} onRetry={onRetry} />;
  if (pending)
    return (
      <Stack gap="xs" aria-busy aria-label={t("loading")}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={20} width="40%" />
        ))}
      </Stack>
    );
  if (isEmpty) return <Text c="dimmed">{emptyText}</Text>;
  return children;
}
