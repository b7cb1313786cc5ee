import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";

interface Props {
  /** Where the edit icon leads; none when the user may not edit. */
  editTo?: string | null;
  /** For lists that edit in a modal instead of a page: the edit icon calls this. */
  onEdit?: (() => void) | null;
  editLabel: string;
  /** Called by the delete icon; none when the user may not delete. */
  onDelete?: (() => void) | null;
  deleteLabel: string;
  /** Why the record cannot be deleted now (employees are placed in it): the icon stays, disabled, and says so. */
  deleteBlockedBy?: string | null;
}

/** The edit and delete icons at the end of a table row, each named for a screen reader. */
export function RowActions({ editTo, onEdit, editLabel, onDelete, deleteLabel, deleteBlockedBy }: Props) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {editTo && (
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={editLabel}>
          <IconPencil size={18} />
        </ActionIcon>
      )}
      {onEdit && (
        <ActionIcon variant="subtle" onClick={onEdit} aria-label={editLabel}>
          <IconPencil size={18} />
        </ActionIcon>
      )}
      {onDelete && !deleteBlockedBy && (
        <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={deleteLabel}>
          <IconTrash size={18} />
        </ActionIcon>
      )}
      {onDelete && deleteBlockedBy && (
        // Disabled by attribute, not `disabled`: a disabled button takes no hover or focus, so its reason could not show.
        <Tooltip label={deleteBlockedBy} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon
            variant="subtle"
            color="red"
            data-disabled
            aria-disabled
            aria-label={deleteLabel}
            aria-description={deleteBlockedBy}
            onClick={(event) => event.preventDefault()}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
