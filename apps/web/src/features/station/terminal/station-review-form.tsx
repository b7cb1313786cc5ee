import "@mantine/core/styles/Rating.css";
import { Button, Group, Input, Paper, Rating, Stack, Text, Textarea, Title } from "@mantine/core";
import { STATION_RATING_MAX, STATION_REVIEW_COMMENT_MAX } from "@pitlane/domain";
import { IconCircleCheck } from "@tabler/icons-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { failureText } from "../../../shared/forms/messages";
import { sendReview } from "../purchase/purchase-api";

type State = { name: "asking" | "sending" | "sent" | "skipped" } | { name: "failed"; text: string };

/**
 * "How was your visit?" on the receipt of a completed purchase: the driver picks 1 to 5 stars (arrow
 * keys move between them) and may add a comment, then sends or skips. Once sent, a thank-you.
 */
export function StationReviewForm({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [state, setState] = useState<State>({ name: "asking" });

  if (state.name === "skipped") return null;
  if (state.name === "sent") {
    return (
      <Group gap="xs" role="status" c="green">
        <IconCircleCheck size={22} aria-hidden />
        <Text fw={700}>{t("station.review.thanks")}</Text>
      </Group>
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) return setState({ name: "failed", text: t("station.review.choose_rating") });
    setState({ name: "sending" });
    const answer = await sendReview(reference, { rating, comment });
    if (answer.status === "answered") return setState({ name: "sent" });
    setState({
      name: "failed",
      text: answer.status === "refused" ? failureText(t, answer.failure) : t("station.review.unanswered"),
    });
  }

  const isSending = state.name === "sending";
  return (
    <Paper p="lg" radius="md" withBorder component="section" aria-labelledby={`${labelId}-title`}>
      <form onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h3" id={`${labelId}-title`}>
              {t("station.review.title")}
            </Title>
            <Text c="dimmed">{t("station.review.hint")}</Text>
          </Stack>
          <Input.Wrapper label={t("station.review.rating")} labelElement="div" id={labelId} size="lg">
            <Rating
              size="xl"
              count={STATION_RATING_MAX}
              value={rating}
              onChange={setRating}
              readOnly={isSending}
              role="radiogroup"
              aria-labelledby={`${labelId}-label`}
              getSymbolLabel={(value) => t("station.review.stars", { rating: value })}
            />
          </Input.Wrapper>
          <Textarea
            size="lg"
            label={t("station.review.comment")}
            placeholder={t("station.review.comment_placeholder")}
            autosize
            minRows={2}
            maxLength={STATION_REVIEW_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            disabled={isSending}
          />
          {state.name === "failed" && (
            <Text c="red" role="alert">
              {state.text}
            </Text>
          )}
          <Group grow>
            <Button type="submit" size="lg" h={56} loading={isSending}>
              {t("station.review.send")}
            </Button>
            <Button
              size="lg"
              h={56}
              variant="default"
              onClick={() => setState({ name: "skipped" })}
              disabled={isSending}
            >
              {t("station.review.skip")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
