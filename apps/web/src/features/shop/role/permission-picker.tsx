import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  allShopPermissions,
  permissionsOfGroup,
  shopPermissionGroupNames,
  shopPermissionGroups,
  type ShopPermission,
  type ShopPermissionGroup,
} from "@pitlane/domain/permissions";
import { useId } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  value: readonly string[];
  onChange: (permissions: ShopPermission[]) => void;
  /** Already translated ("Please select some actions"). */
  error?: string;
}

/**
 * The permission actions grouped by area, each area with a "select all" that shows a dash while
 * only some are ticked. Plain checkboxes in fieldsets: Tab moves, Space ticks, and a screen
 * reader names each area. The first box carries the field's data-path, so a refused submit
 * focuses it.
 */
export function PermissionPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const chosen = new Set(value);

  function set(permissions: readonly ShopPermission[], isOn: boolean) {
    const next = new Set(chosen);
    for (const permission of permissions) {
      if (isOn) next.add(permission);
      else next.delete(permission);
    }
    onChange(allShopPermissions.filter((permission) => next.has(permission)));
  }

  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <Stack gap={2}>
        <Text fw={500} id={headingId}>
          {t("shop.role.fields.permissions")}
        </Text>
        <Text size="sm" c="dimmed" id={hintId}>
          {t("shop.role.form.permissions_hint")}{" "}
          {t("shop.role.form.selected", {
            selected: allShopPermissions.filter((p) => chosen.has(p)).length,
            total: allShopPermissions.length,
          })}
        </Text>
        {error && (
          <Text size="sm" c="red" id={errorId} role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shopPermissionGroupNames.map((group, index) => (
          <AreaBox key={group} group={group} chosen={chosen} isFirst={index === 0} isInvalid={!!error} onChange={set} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface AreaProps {
  group: ShopPermissionGroup;
  chosen: ReadonlySet<string>;
  isFirst: boolean;
  isInvalid: boolean;
  onChange: (permissions: readonly ShopPermission[], isOn: boolean) => void;
}

function AreaBox({ group, chosen, isFirst, isInvalid, onChange }: AreaProps) {
  const { t } = useTranslation();
  const permissions = permissionsOfGroup(group);
  const count = permissions.filter((permission) => chosen.has(permission)).length;
  const area = t(`shop.role.areas.${group}`);
  return (
    <Fieldset legend={area} variant="filled" radius="md" p="sm">
      <Stack gap="xs">
        <Checkbox
          label={t("shop.role.form.select_all")}
          aria-label={t("shop.role.form.select_all_area", { area })}
          checked={count === permissions.length}
          indeterminate={count > 0 && count < permissions.length}
          onChange={(event) => onChange(permissions, event.currentTarget.checked)}
          fw={500}
          {...(isFirst ? { "data-path": "permissions", "aria-invalid": isInvalid } : {})}
        />
        {shopPermissionGroups[group].map((action, index) => {
          const permission = permissions[index];
          if (!permission) return null;
          return (
            <Checkbox
              key={action}
              label={t(`shop.role.permissions.${action}`)}
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
