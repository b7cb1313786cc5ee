import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from "@mantine/core";
import { useId } from "react";

/** One back office's permission catalogue (packages/domain permissions.ts): its areas and their actions. */
export interface PermissionCatalogue<G extends string, P extends string, A extends string = string> {
  names: readonly G[];
  groups: Record<G, readonly A[]>;
  ofGroup: (group: G) => P[];
  all: readonly P[];
}

/** What the picker says, already translated by the back office using it. */
export interface PermissionPickerTexts<G extends string, A extends string = string> {
  heading: string;
  hint: string;
  selected: (selected: number, total: number) => string;
  selectAll: string;
  selectAllArea: (area: string) => string;
  area: (group: G) => string;
  action: (action: A) => string;
}

interface Props<G extends string, P extends string, A extends string> {
  catalogue: PermissionCatalogue<G, P, A>;
  texts: PermissionPickerTexts<G, A>;
  value: readonly string[];
  onChange: (permissions: P[]) => void;
  /** Already translated ("Please select some actions"). */
  error?: string;
}

/**
 * The permission actions grouped by area, each area with a "select all" that shows a dash while
 * only some are ticked. Plain checkboxes in fieldsets: Tab moves, Space ticks, and a screen
 * reader names each area. The first box carries the field's data-path, so a refused submit
 * focuses it. The chosen actions come out in catalogue order.
 */
export function PermissionPicker<G extends string, P extends string, A extends string>({
  catalogue,
  texts,
  value,
  onChange,
  error,
}: Props<G, P, A>) {
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const chosen = new Set(value);

  function set(permissions: readonly P[], isOn: boolean) {
    const next = new Set(chosen);
    for (const permission of permissions) {
      if (isOn) next.add(permission);
      else next.delete(permission);
    }
    onChange(catalogue.all.filter((permission) => next.has(permission)));
  }

  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <Stack gap={2}>
        <Text fw={500} id={headingId}>
          {texts.heading}
        </Text>
        <Text size="sm" c="dimmed" id={hintId}>
          {texts.hint} {texts.selected(catalogue.all.filter((p) => chosen.has(p)).length, catalogue.all.length)}
        </Text>
        {error && (
          <Text size="sm" c="red" id={errorId} role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {catalogue.names.map((group, index) => (
          <AreaBox
            key={group}
            group={group}
            catalogue={catalogue}
            texts={texts}
            chosen={chosen}
            isFirst={index === 0}
            isInvalid={!!error}
            onChange={set}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface AreaProps<G extends string, P extends string, A extends string> {
  group: G;
  catalogue: PermissionCatalogue<G, P, A>;
  texts: PermissionPickerTexts<G, A>;
  chosen: ReadonlySet<string>;
  isFirst: boolean;
  isInvalid: boolean;
  onChange: (permissions: readonly P[], isOn: boolean) => void;
}

function AreaBox<G extends string, P extends string, A extends string>({
  group,
  catalogue,
  texts,
  chosen,
  isFirst,
  isInvalid,
  onChange,
}: AreaProps<G, P, A>) {
  const permissions = catalogue.ofGroup(group);
  const count = permissions.filter((permission) => chosen.has(permission)).length;
  const area = texts.area(group);
  return (
    <Fieldset legend={area} variant="filled" radius="md" p="sm">
      <Stack gap="xs">
        <Checkbox
          label={texts.selectAll}
          aria-label={texts.selectAllArea(area)}
          checked={count === permissions.length}
          indeterminate={count > 0 && count < permissions.length}
          onChange={(event) => onChange(permissions, event.currentTarget.checked)}
          fw={500}
          {...(isFirst ? { "data-path": "permissions", "aria-invalid": isInvalid } : {})}
        />
        {catalogue.groups[group].map((action, index) => {
          const permission = permissions[index];
          if (!permission) return null;
          return (
            <Checkbox
              key={action}
              label={texts.action(action)}
              checked={chosen.has(permission)}
              onChange={(event) => onChange([permission], event.currentTarget.checked)}
              ps="md"
            />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
