import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Alert.css";
import { Box, Container } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClientProvider } from "@tanstack/react-query";
import { Navigate, Outlet } from "react-router";
import { queryClient } from "../../../app/query-client";
import { useInactivitySignOut } from "../../../shared/session/inactivity";
import { homePathOf, isStationSession, useSessionState } from "../../../shared/session/session-store";
import { preloadToaster } from "../../../shared/ui/notify";
import { PageLoader } from "../../../shared/ui/page-loader";
import { StationHeader } from "./station-header";
import { useStationColorScheme } from "./station-theme";
import { useStationTerminal } from "./use-station-terminal";

export { loader } from "../station-texts-ready";

// Toasts are needed at once behind sign-in: load them with the shell.
preloadToaster();

function StationFrame() {
  const terminal = useStationTerminal();
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <StationHeader terminal={terminal} />
      <Container size={640} px="md" py="md" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}

/**
 * The terminal's signed-in shell: no navigation, one screen. Signed out goes to `/station/login`;
 * a back office's user signed in in this browser goes to their own part. It signs out when idle, as
 * every sign-in does: an open purchase is kept on the device and resumes after the next sign-in.
 */
export function Component() {
  useStationColorScheme();
  const { status, session } = useSessionState();
  useInactivitySignOut(isStationSession(session));
  if (status === "restoring") return <PageLoader />;
  if (!session) return <Navigate to="/station/login" replace />;
  if (!isStationSession(session)) return <Navigate to={homePathOf(session)} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <StationFrame />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
