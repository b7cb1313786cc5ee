import "@mantine/core/styles/Image.css";
import { Anchor, Center, Image, Loader, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A proof's image as its screen fetched it: the bytes need the session, so it is a blob: URL, never a link to the API. */
export interface ProofImage {
  url: string | null;
  isError: boolean;
}

interface Props {
  /** The slip of the request whose proof is shown; null when closed. */
  slip: string | null;
  image: ProofImage;
  onClose: () => void;
  /** What to check the slip against (the console shows the company and the amount). */
  facts?: ReactNode;
}

/** The proof of payment of a top-up, large enough to read the slip, in the fleet portal and the console alike. */
export function ProofImageDialog({ slip, image, onClose, facts }: Props) {
  const { t } = useTranslation();
  // Isolated: a Latin slip number inside an Arabic title keeps its own direction.
  const title = slip === null ? "" : t("top_up.proof.title", { slip: `\u2068${slip}\u2069` });
  return (
    <Modal opened={slip !== null} onClose={onClose} title={title} centered size="xl">
      <Stack>
        {facts}
        {image.isError ? (
          <Text role="alert" c="red">
            {t("top_up.proof.failed")}
          </Text>
        ) : image.url ? (
          <>
            <Image src={image.url} alt={title} fit="contain" mah="70vh" radius="sm" />
            <Anchor href={image.url} target="_blank" rel="noopener" size="sm">
              {t("top_up.proof.full_size")}
            </Anchor>
          </>
        ) : (
          <Center mih={200}>
            <Loader aria-label={t("top_up.proof.loading")} />
          </Center>
        )}
      </Stack>
    </Modal>
  );
}
