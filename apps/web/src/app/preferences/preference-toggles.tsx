import { ActionIcon, Box, Button, Group, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconLanguage, IconMoon, IconSun } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "./language";

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === "ar" ? "en" : "ar";
  return (
    <Button
      variant="subtle"
      color="gray"
      // On a phone the icon gives its room to the user menu: "English" is wider than "العربية".
      leftSection={
        <Box component="span" visibleFrom="sm" style={{ lineHeight: 0 }}>
          <IconLanguage size={18} />
        </Box>
      }
      px={{ base: 6, sm: "md" }}
      aria-label={t("app.language.switch_label")}
      onClick={() => void changeLanguage(next)}
    >
      <span lang={next}>{t("app.language.switch_text")}</span>
    </Button>
  );
}

export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme("light") === "dark";
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={isDark ? t("app.theme.to_light") : t("app.theme.to_dark")}
      onClick={() => setColorScheme(isDark ? "light" : "dark")}
    >
      {isDark ? <IconSun size={20} /> : <IconMoon size={20} />}
    </ActionIcon>
  );
}

/** Both switches, in the header and on the public pages (spec: kept in local storage). */
export function PreferenceToggles() {
  return (
    <Group gap="xs" wrap="nowrap">
      <LanguageToggle />
      <ThemeToggle />
    </Group>
  );
}
