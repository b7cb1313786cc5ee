import { Text } from "@mantine/core";
import type { OpsTopUpDto } from "@pitlane/domain";
import { AmountIn } from "../../../shared/ui/money";
import { ProofImageDialog } from "../../../shared/top-up/proof-image-dialog";
import { useProofImage } from "./top-up-hooks";

/** A request's proof of payment, with the facts the reviewer checks the slip against. */
export function ProofDialog({ topUp, onClose }: { topUp: OpsTopUpDto | null; onClose: () => void }) {
  const image = useProofImage(topUp);
  return (
    <ProofImageDialog
      slip={topUp?.slip_number ?? null}
      image={image}
      onClose={onClose}
      facts={
        topUp && (
          <Text size="sm">
            <bdi>{topUp.company_name}</bdi> · <AmountIn amount={topUp.amount} currency={topUp.currency} /> ·{" "}
            {topUp.bank_name} · <bdi dir="ltr">{topUp.slip_number}</bdi>
          </Text>
        )
      }
    />
  );
}
