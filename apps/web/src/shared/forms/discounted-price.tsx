import { Text } from "@mantine/core";
import { Money } from "../ui/money";
import { type PriceInputs, previewDiscountedPrice } from "./discount-preview";

/** "Discounted price: 1,350.00" under a price form, announced as it changes; a dash until the price reads. */
export function DiscountedPrice({ label, values }: { label: string; values: PriceInputs }) {
  const preview = previewDiscountedPrice(values);
  return (
    <Text aria-live="polite">
      {label}: {preview === null ? "—" : <Money amount={preview} />}
    </Text>
  );
}
