import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PreferenceToggles } from "../../../app/preferences/preference-toggles";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { homePathOf, isFleetSession, useSessionState } from "../../../shared/session/session-store";

export function Component() {
  const { t } = useTranslation();
  const { session } = useSessionState();
  const { pathname } = useLocation();
  const isSignedIn = !!session;
  // Each back office leads home to its own dashboard or sign-in page.
  const isFleet = isFleetSession(session) || (!session && pathname.startsWith("/fleet"));
  const isOps = !session && pathname.startsWith("/ops");
  const signInPath = isFleet ? "/fleet/login" : isOps ? "/ops/login" : "/";
  const home = session ? homePathOf(session) : signInPath;
  // The fleet portal's page says what spec 001 says, "404 - Page Not Found", in one heading.
  const title = isFleet ? t("app.not_found.fleet_title") : t("app.not_found.title");
  usePageTitle(title);

  return (
    <Stack mih="100vh" p="md" gap={0}>
      <Group justify="flex-end">
        <PreferenceToggles />
      </Group>
      <Center flex={1}>
        <Stack align="center" gap="md" maw={480} ta="center" component="main">
          {!isFleet && (
            <Text fz={72} fw={900} c="dimmed" lh={1} aria-hidden>
              404
            </Text>
          )}
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t("app.not_found.text")}</Text>
          <Button component={Link} to={home}>
            {isSignedIn ? t("app.not_found.to_dashboard") : t("app.not_found.to_sign_in")}
          </Button>
        </Stack>
      </Center>
    </Stack>
  );
}
