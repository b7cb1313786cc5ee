import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Alert, Checkbox, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListError } from "../../../shared/ui/list-error";

export interface Choice {
  value: string;
  label: string;
  description?: string;
}

interface StateProps {
  pending: boolean;
  loadError: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  /** Said when there is nothing to choose. */
  emptyText: string;
  children: ReactNode;
}

/** A tab's list while it loads, after it failed, when it is empty; else the list itself. */
export function ListState({ pending, loadError, onRetry, isEmpty, emptyText, children }: StateProps) {
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

interface Props extends Omit<StateProps, "children" | "isEmpty"> {
  label: string;
  choices: Choice[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}

/** A tab's list of checkboxes (branches, team members), with its loading, empty and error states. */
export function ChoiceList({ label, choices, value, onChange, error, ...state }: Props) {
  return (
    <ListState {...state} isEmpty={choices.length === 0}>
      <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
          {choices.map((choice) => (
            <Checkbox
              key={choice.value}
              value={choice.value}
              label={<bdi>{choice.label}</bdi>}
              description={choice.description}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </ListState>
  );
}

/** Shown instead of a tab's list when the user's role cannot read what it lists. */
export function NotAllowedNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="yellow" variant="light">
      {children}
    </Alert>
  );
}
