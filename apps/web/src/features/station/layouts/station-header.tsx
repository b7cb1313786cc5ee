import { ActionIcon, Box, Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { StationTerminalDto } from "@pitlane/domain";
import { IconGasStation, IconLogout, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../../../app/preferences/preference-toggles";
import { signOut } from "../../../shared/session/sign-out";
import { StationPrices } from "./station-prices";
import { StationThemeToggle } from "./station-theme";

/**
 * Who serves where, at what prices, and the switches: all the terminal shows besides the purchase.
 * On a phone the station's name keeps the room: sign-out is an icon there.
 */
export function StationHeader({ terminal }: { terminal: StationTerminalDto }) {
  const { t } = useTranslation();
  const handleSignOut = () => void signOut(null);
  return (
    <Stack
      component="header"
      gap="xs"
      px="md"
      py="xs"
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Box visibleFrom="sm" style={{ flexShrink: 0 }}>
            <IconGasStation size={32} stroke={1.8} color="var(--mantine-primary-color-filled)" aria-hidden />
          </Box>
          <Stack gap={0} miw={0}>
            <Text fw={800} fz="lg" truncate>
              {terminal.station}
            </Text>
            <Group gap={4} wrap="nowrap" c="dimmed" title={t("station.header.attendant", { name: terminal.terminal })}>
              <IconUser size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" truncate>
                <VisuallyHidden>{t("station.header.attendant", { name: "" })}</VisuallyHidden>
                {terminal.terminal}
              </Text>
            </Group>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <LanguageToggle />
          <StationThemeToggle />
          <ActionIcon
            hiddenFrom="sm"
            variant="subtle"
            color="red"
            size={48}
            aria-label={t("actions.sign_out")}
            onClick={handleSignOut}
          >
            <IconLogout size={24} />
          </ActionIcon>
          <Button
            visibleFrom="sm"
            variant="subtle"
            color="red"
            size="md"
            h={48}
            leftSection={<IconLogout size={20} />}
            onClick={handleSignOut}
          >
            {t("actions.sign_out")}
          </Button>
        </Group>
      </Group>
      <StationPrices prices={terminal.prices} />
    </Stack>
  );
}
