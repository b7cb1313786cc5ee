import { Text } from "@mantine/core";
import { Money } from "../../../shared/ui/money";

/** A line's price after its discount, with the price before it struck through when they differ. */
export function LinePrice({ price, discounted }: { price: number; discounted: number }) {
  return (
    <>
      <Money amount={discounted} />
      {discounted !== price && (
        <Text span size="xs" c="dimmed" td="line-through" ms={6}>
          <Money amount={price} />
        </Text>
      )}
    </>
  );
}
