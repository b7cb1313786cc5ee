import { Button, Group, Paper, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ListError } from "./list-error";
import { PageHeader } from "./page-header";

/** A list's add button: a link to the add page, or an action that opens the add dialog. */
export type AddAction = { label: string; to: string } | { label: string; onClick: () => void };

/** The add button at the head of a list. */
export function AddButton({ add }: { add: AddAction }) {
  return "to" in add ? (
    <Button component={Link} to={add.to} leftSection={<IconPlus size={16} />}>
      {add.label}
    </Button>
  ) : (
    <Button onClick={add.onClick} leftSection={<IconPlus size={16} />}>
      {add.label}
    </Button>
  );
}

function AddButtons({ add }: { add: AddAction | readonly AddAction[] }) {
  if (!Array.isArray(add)) return <AddButton add={add as AddAction} />;
  return (
    <Group gap="sm">
      {add.map((one: AddAction) => (
        <AddButton key={one.label} add={one} />
      ))}
    </Group>
  );
}

/** A list as loaded (TanStack Query's state): its failure shows in place of the table, with a retry. */
interface LoadedList {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The toolbar, then the table or why the list failed to load. */
export function ListBody({ toolbar, list, children }: { toolbar: ReactNode; list: LoadedList; children: ReactNode }) {
  return (
    <>
      {toolbar}
      {list.isError ? <ListError error={list.error} onRetry={() => void list.refetch()} /> : children}
    </>
  );
}

interface Props {
  title: string;
  description: string;
  /** False when the user may not add; several when the list adds more than one kind (delivery, pickup). */
  add: AddAction | readonly AddAction[] | false;
  toolbar: ReactNode;
  list: LoadedList;
  /** The table. */
  children: ReactNode;
  /** Below the list: the add and edit dialog of a list that edits in a modal. */
  dialog?: ReactNode;
  maw?: number;
}

/** A list screen: its heading with the add button, then the toolbar and the table in one card. */
export function ListScreen({ title, description, add, toolbar, list, children, dialog, maw = 1200 }: Props) {
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader title={title} description={description} actions={add && <AddButtons add={add} />} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <ListBody toolbar={toolbar} list={list}>
            {children}
          </ListBody>
        </Stack>
      </Paper>
      {dialog}
    </Stack>
  );
}
