import { Center, Loader, LoadingOverlay } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The loading fallback of lazy screens and of the session restore. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t("loading")}>
      <Loader />
    </Center>
  );
}

/** The full-screen overlay with a spinner (spec 000 section 2), e.g. while signing in. */
export function FullScreenLoader({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 2 }}
      loaderProps={{ "aria-label": t("loading") }}
    />
  );
}
