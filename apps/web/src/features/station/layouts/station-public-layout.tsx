import "@mantine/core/styles/Alert.css";
import { Box, Container, Group } from "@mantine/core";
import { Outlet } from "react-router";
import { Brand } from "../../../app/layouts/brand";
import { LanguageToggle } from "../../../app/preferences/preference-toggles";
import { StationThemeToggle, useStationColorScheme } from "./station-theme";

export { loader } from "../station-texts-ready";

/** The terminal's sign-in page: the brand, the two switches, one card; light unless chosen otherwise. */
export function Component() {
  useStationColorScheme();
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="space-between" px="md" py="sm" component="header" wrap="nowrap">
        <Brand />
        <Group gap="xs" wrap="nowrap">
          <LanguageToggle />
          <StationThemeToggle />
        </Group>
      </Group>
      <Container size={460} py="xl" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}
