import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconMoodSad } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRouteError } from "react-router";
import { usePageTitle } from "../hooks/use-page-title";

/** The generic error page (spec 000 sections 2 and 8): the errorElement of the routes. */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const error = useRouteError();
  usePageTitle(t("error"));

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <IconMoodSad size={56} stroke={1.5} aria-hidden />
        <Text c="dimmed" fw={600} tt="uppercase">
          {t("error")}
        </Text>
        <Title order={1}>{t("oops_wrong")}</Title>
        <Text c="dimmed">{t("app.error_page.text")}</Text>
        <Button onClick={() => void navigate("/dashboard")}>{t("go_back")}</Button>
      </Stack>
    </Center>
  );
}
