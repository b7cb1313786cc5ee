import "@mantine/core/styles/Image.css";
import { Center, Image, Loader, Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useImageUrl } from "../../../shared/api/upload";

interface Props {
  /** The request whose proof is shown; null when closed. */
  proof: { id: string; slip: string } | null;
  onClose: () => void;
}

/** The proof of payment at full size. The image needs the session, so it is fetched, not linked. */
export function ProofImageDialog({ proof, onClose }: Props) {
  const { t } = useTranslation();
  const url = useImageUrl(proof?.id ?? null);
  const title = proof ? t("fleet.balance.proof.title", { slip: `\u2068${proof.slip}\u2069` }) : "";
  return (
    <Modal opened={proof !== null} onClose={onClose} title={title} centered size="xl">
      {url ? (
        <Image src={url} alt={title} fit="contain" mah="75vh" radius="sm" />
      ) : (
        <Center py="xl">
          <Loader aria-label={t("fleet.balance.proof.loading")} />
        </Center>
      )}
    </Modal>
  );
}
