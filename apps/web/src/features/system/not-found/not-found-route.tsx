import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PreferenceToggles } from "../../../app/preferences/preference-toggles";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { useSessionState } from "../../../shared/session/session-store";

export function Component() {
  const { t } = useTranslation();
  const { status } = useSessionState();
  usePageTitle(t("app.not_found.title"));
  const isSignedIn = status === "signed-in";

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
          <Button component={Link} to={isSignedIn ? "/dashboard" : "/"}>
            {isSignedIn ? t("app.not_found.to_dashboard") : t("app.not_found.to_sign_in")}
          </Button>
        </Stack>
      </Center>
    </Stack>
  );
}
