import "@mantine/core/styles/Image.css";
import { Alert, Center, Image, Loader, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useQrImage } from "../hooks/use-qr-image";

interface Props {
  title: string;
  /** What the code holds; undefined while it loads. */
  text: string | undefined;
  /** The side of the square shown, in pixels (drawn at twice that for sharp screens). */
  size: number;
  alt: string;
  failedText: string;
  /** Loading what the code holds failed. */
  isFailed?: boolean;
  imageTestId?: string;
  /** What follows the drawn code (a caption, a download of the image's data URL). */
  children?: (src: string) => ReactNode;
}

/** A titled card with a QR code drawn in the browser: a spinner until it is drawn, or why it could not be. */
export function QrCard({ title, text, size, alt, failedText, isFailed, imageTestId, children }: Props) {
  const { t } = useTranslation();
  const image = useQrImage(text, size * 2);
  const hasFailed = isFailed || image.isError;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {hasFailed && (
          <Alert color="red" variant="light">
            {failedText}
          </Alert>
        )}
        {!hasFailed && !image.data && (
          <Center w={size} h={size}>
            <Loader size="sm" aria-label={t("loading")} />
          </Center>
        )}
        {image.data && (
          <>
            <Image src={image.data} w={size} h={size} alt={alt} data-testid={imageTestId} />
            {children?.(image.data)}
          </>
        )}
      </Stack>
    </Paper>
  );
}
