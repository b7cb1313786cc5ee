import { Button, Group, Loader, Text, VisuallyHidden } from "@mantine/core";
import type { PURCHASE_PHOTOS } from "@pitlane/domain";
import { IconCamera, IconCircleCheck } from "@tabler/icons-react";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkImageFile } from "../../../shared/api/upload";
import { failureText } from "../../../shared/forms/messages";
import type { Answer } from "../purchase/purchase-api";
import { downscalePhoto } from "../purchase/downscale";

type PhotoKind = (typeof PURCHASE_PHOTOS)[number];

type State = { name: "idle" | "sending" } | { name: "failed"; text: string };

/**
 * One photo of the purchase (the odometer or the pump's display), taken with the back camera on a
 * phone: shrunk in the browser to at most 1280 px before it is sent, and sent at once.
 */
export function PhotoInput({
  kind,
  isSent,
  onSend,
}: {
  kind: PhotoKind;
  /** The server has this photo of the purchase. */
  isSent: boolean;
  onSend: (kind: PhotoKind, photo: Blob) => Promise<Answer>;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ name: "idle" });

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // The same photo chosen again after a failure must fire a change too.
    event.currentTarget.value = "";
    if (!file) return;
    setState({ name: "sending" });
    const photo = await downscalePhoto(file);
    const problem = checkImageFile(new File([photo], `${kind}.jpg`, { type: photo.type }));
    if (problem) return setState({ name: "failed", text: t(`refusals.${problem}`) });
    const answer = await onSend(kind, photo);
    if (answer.status === "answered") return setState({ name: "idle" });
    setState({
      name: "failed",
      text: answer.status === "refused" ? failureText(t, answer.failure) : t("station.photos.unanswered"),
    });
  }

  const label = t(`station.photos.${kind}`);
  return (
    <Group gap="sm" wrap="nowrap">
      <Button
        component="label"
        size="lg"
        h={56}
        variant={isSent ? "light" : "default"}
        color={isSent ? "green" : undefined}
        leftSection={isSent ? <IconCircleCheck size={22} /> : <IconCamera size={22} />}
        disabled={state.name === "sending"}
      >
        {isSent ? t("station.photos.retake", { photo: label }) : label}
        <VisuallyHidden>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={label}
            disabled={state.name === "sending"}
            onChange={(event) => void handleChange(event)}
          />
        </VisuallyHidden>
      </Button>
      {state.name === "sending" && <Loader size="sm" aria-label={t("station.photos.sending")} />}
      {state.name === "failed" && (
        <Text c="red" size="sm" role="alert">
          {state.text}
        </Text>
      )}
      {isSent && state.name === "idle" && (
        <Text c="green" size="sm">
          {t("station.photos.sent")}
        </Text>
      )}
    </Group>
  );
}
