import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconChevronDown, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { signOut } from "../../shared/session/sign-out";
import { notify } from "../../shared/ui/notify";

export interface UserMenuProps {
  name: string;
  email: string | null;
  /** The shop or the company. */
  organisation: string;
  /** Where the user's own profile is, when the back office has one. */
  profilePath?: string;
  /** Asked before signing out, when the back office asks (spec 001's logout confirmation). */
  signOutConfirm?: { title: string; text: string };
}

export function UserMenu({ name, email, organisation, profilePath, signOutConfirm }: UserMenuProps) {
  const { t } = useTranslation();

  function signOutNow() {
    void signOut(null);
    notify.info(t("auth.sign_out.done"));
  }

  function handleSignOut() {
    if (!signOutConfirm) return signOutNow();
    modals.openConfirmModal({
      title: signOutConfirm.title,
      centered: true,
      children: <Text size="sm">{signOutConfirm.text}</Text>,
      labels: { confirm: t("actions.sign_out"), cancel: t("actions.cancel") },
      confirmProps: { color: "red" },
      onConfirm: signOutNow,
    });
  }

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("app.header.user_menu")}>
          <Group gap={6} wrap="nowrap">
            <Avatar name={name} color="initials" size="sm" />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{organisation}</Menu.Label>
        <Text size="xs" c="dimmed" px="sm" pb="xs" truncate>
          {email}
        </Text>
        <Menu.Divider />
        {profilePath && (
          <Menu.Item component={Link} to={profilePath} leftSection={<IconUser size={16} />}>
            {t("app.header.profile")}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={handleSignOut}>
          {t("actions.sign_out")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
