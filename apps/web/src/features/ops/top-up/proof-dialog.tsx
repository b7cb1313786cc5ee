import "@mantine/core/styles/Image.css";
import { Anchor, Center, Image, Loader, Modal, Stack, Text } from "@mantine/core";
import type { OpsTopUpDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { AmountIn } from "../../../shared/ui/money";
import { useProofUrl } from "./top-up-hooks";

/** The proof of payment of a request, large enough to read the slip, with the facts to check it against. */
export function ProofDialog({ topUp, onClose }: { topUp: OpsTopUpDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const proof = useProofUrl(topUp);
  return (
    <Modal opened={!!topUp} onClose={onClose} title={t("ops.top_up.proof.title")} size="xl" centered>
      {topUp && (
        <Stack>
          <Text size="sm">
            <bdi>{topUp.company_name}</bdi> · <AmountIn amount={topUp.amount} currency={topUp.currency} /> ·{" "}
            {topUp.bank_name} · <bdi dir="ltr">{topUp.slip_number}</bdi>
          </Text>
          {proof.isPending && (
            <Center mih={200}>
              <Loader aria-label={t("loading")} />
            </Center>
          )}
          {proof.isError && (
            <Text role="alert" c="red">
              {t("ops.top_up.proof.failed")}
            </Text>
          )}
          {proof.url && (
            <>
              <Image
                src={proof.url}
                alt={t("ops.top_up.proof.alt", { slip: topUp.slip_number })}
                fit="contain"
                mah="70vh"
              />
              <Anchor href={proof.url} target="_blank" rel="noopener" size="sm">
                {t("ops.top_up.proof.full_size")}
              </Anchor>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
