import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../shared/session/session-store";
import { signOut } from "../../shared/session/sign-out";
import { notify } from "../../shared/ui/notify";

export function UserMenu() {
  const { t } = useTranslation();
  const { user, shop } = useSession();

  function handleSignOut() {
    void signOut(null);
    notify.info(t("auth.sign_out.done"));
  }

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("app.header.user_menu")}>
          <Group gap={6} wrap="nowrap">
            <Avatar name={user.name} color="initials" size="sm" />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{shop.shop_name}</Menu.Label>
        <Text size="xs" c="dimmed" px="sm" pb="xs" truncate>
          {user.email}
        </Text>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={handleSignOut}>
          {t("actions.sign_out")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
