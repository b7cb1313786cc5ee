import { Box, Container, Group } from "@mantine/core";
import { Outlet } from "react-router";
import { PreferenceToggles } from "../preferences/preference-toggles";
import { Brand } from "./brand";

/** Sign-in, sign-up and password pages: the brand, the two switches, one centred card. */
export function PublicLayout() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="space-between" px="md" py="sm" component="header">
        <Brand />
        <PreferenceToggles />
      </Group>
      <Container size={460} py="xl" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}
