import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PreferenceToggles } from "../../../app/preferences/preference-toggles";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { isFleetSession, useSessionState } from "../../../shared/session/session-store";

export function Component() {
  const { t } = useTranslation();
  const { session } = useSessionState();
  const { pathname } = useLocation();
  usePageTitle(t("app.not_found.title"));
  const isSignedIn = !!session;
  // Each back office leads home to its own dashboard or sign-in page.
  const isFleet = isFleetSession(session) || (!session && pathname.startsWith("/fleet"));
  const home = isFleet ? (isSignedIn ? "/fleet" : "/fleet/login") : isSignedIn ? "/dashboard" : "/";

  return (
    <Stack mih="100vh" p="md" gap={0}>
      <Group justify="flex-end">
        <PreferenceToggles />
      </Group>
      <Center flex={1}>
        <Stack align="center" gap="md" maw={480} ta="center" component="main">
          <Text fz={72} fw={900} c="dimmed" lh={1} aria-hidden>
            404
          </Text>
          <Title order={1}>{t("app.not_found.title")}</Title>
          <Text c="dimmed">{t("app.not_found.text")}</Text>
          <Button component={Link} to={home}>
            {isSignedIn ? t("app.not_found.to_dashboard") : t("app.not_found.to_sign_in")}
          </Button>
        </Stack>
      </Center>
    </Stack>
  );
}
