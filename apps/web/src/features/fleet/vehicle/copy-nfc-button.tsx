import { Button } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/ui/notify";

/** Copies the vehicle's NFC tag to the clipboard, for pasting into a tag writer or a message. */
export function CopyNfcButton({ tag }: { tag: string }) {
  const { t } = useTranslation();

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(tag);
      notify.success(t("fleet.vehicle.toast.nfc_copied"));
    } catch {
      // No clipboard (an insecure origin, or permission refused): say so rather than pretend.
      notify.error(t("fleet.vehicle.toast.copy_failed"));
    }
  }

  return (
    <Button variant="default" size="xs" leftSection={<IconCopy size={14} />} onClick={() => void handleCopy()}>
      {t("fleet.vehicle.detail.copy_nfc")}
    </Button>
  );
}
