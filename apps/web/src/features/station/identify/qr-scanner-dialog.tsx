import { Alert, Box, Button, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type QrCamera, startQrCamera } from "./qr-camera";
import { vehicleTokenOf } from "./qr-payload";

type CameraProblem = "camera_denied" | "camera_missing" | "camera_failed";

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "camera_denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "camera_missing";
  return "camera_failed";
}

/** Reads the vehicle's QR code with the back camera while shown; the camera stops when it goes. */
function CameraScanner({ onToken }: { onToken: (token: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  // The latest handler, read by the camera's loop without restarting the camera.
  const handler = useRef(onToken);
  handler.current = onToken;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let camera: QrCamera | null = null;
    let isClosed = false;
    const accept = (text: string) => {
      const token = vehicleTokenOf(text);
      if (token) handler.current(token);
      return token !== null;
    };
    startQrCamera(element, accept).then(
      (started) => {
        if (isClosed) started.stop();
        else camera = started;
      },
      (error: unknown) => {
        if (!isClosed) setProblem(problemOf(error));
      },
    );
    return () => {
      isClosed = true;
      camera?.stop();
    };
  }, []);

  if (problem) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t(`station.scanner.${problem}`)}
      </Alert>
    );
  }
  return (
    <Box pos="relative" bg="dark.9" style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("station.scanner.camera")}
        style={{ display: "block", width: "100%", maxHeight: "60vh", objectFit: "cover" }}
      />
    </Box>
  );
}

/** The scanner's window: full screen on a phone, the camera stopped as soon as it closes. */
export function QrScannerDialog({
  opened,
  onClose,
  onToken,
}: {
  opened: boolean;
  onClose: () => void;
  onToken: (token: string) => void;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)");
  return (
    <Modal opened={opened} onClose={onClose} title={t("station.scanner.title")} fullScreen={isPhone} size="lg">
      <Stack>
        <Text>{t("station.scanner.hint")}</Text>
        {opened && <CameraScanner onToken={onToken} />}
        <Button size="xl" variant="default" onClick={onClose}>
          {t("actions.close")}
        </Button>
      </Stack>
    </Modal>
  );
}
