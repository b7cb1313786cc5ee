import { toMajor, toMinor, type PackageDto, type VariantChoiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { type NumberValue, numberOf } from "../../../shared/forms/number-value";
import { Money, useFormatMoney } from "../../../shared/ui/money";
import type { BuilderValues } from "./builder-state";
import { LinePrice } from "./line-price";
import { type ChosenLine, PackageLines } from "./package-lines";

interface Props {
  branchId: string;
  chosen: BuilderValues["products"];
  choices: { data?: VariantChoiceDto[]; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The edited package's products, for those the branch no longer sells. */
  packageLines: PackageDto["products"];
  /** The form's error at a path ("products", "products.0.quantity"), translated. */
  errorOf: (path: string) => string | undefined;
  onAdd: (id: string) => void;
  onQuantity: (id: string, quantity: NumberValue) => void;
  onRemove: (id: string) => void;
}

interface ProductLine extends ChosenLine {
  /** The line's place in the form's `products`, for its errors. */
  index: number;
  quantity: NumberValue;
  price: number;
  discounted: number;
}

const nameOf = (v: { product_name: string; variant_name: string }) => `${v.product_name} — ${v.variant_name}`;

/** The builder's products: a picker of the branch's product variants, and the chosen ones with quantities. */
export function PackageProductLines(props: Props) {
  const { branchId, chosen, choices, packageLines, errorOf, onAdd, onQuantity, onRemove } = props;
  const { t } = useTranslation();
  const money = useFormatMoney();
  const sold = choices.data ?? [];
  const lines: ProductLine[] = chosen.flatMap((line, index) => {
    const current = sold.find((v) => v._id === line.product_variant_id);
    const shown = current
      ? { ...current, variant_name: current.name }
      : packageLines.find((p) => p.product_variant_id === line.product_variant_id);
    if (!shown) return [];
    const { price, discounted_price: discounted } = shown;
    return [
      { id: line.product_variant_id, name: nameOf(shown), isOffered: !!current, index, ...line, price, discounted },
    ];
  });
  const options = sold
    .filter((v) => !chosen.some((line) => line.product_variant_id === v._id))
    .map((v) => ({
      value: v._id,
      label: nameOf({ product_name: v.product_name, variant_name: v.name }),
      detail: v.track_stock
        ? `${money(v.discounted_price)} · ${t("shop.package.builder.in_stock", { count: v.quantity })}`
        : money(v.discounted_price),
    }));

  const quantityInput = (line: ProductLine) => (
    <NumberField
      kind="whole"
      nullable
      aria-label={t("shop.package.builder.quantity_of", { name: line.name })}
      value={line.quantity}
      onChange={(value) => onQuantity(line.id, value)}
      error={errorOf(`products.${line.index}.quantity`)}
      size="xs"
    />
  );

  return (
    <PackageLines
      branchId={branchId}
      choices={choices}
      options={options}
      lines={lines}
      columns={[
        {
          header: t("shop.package.builder.unit_price"),
          render: (line) => <LinePrice price={line.price} discounted={line.discounted} />,
        },
        { header: t("shop.package.builder.quantity"), w: 110, render: quantityInput },
        {
          header: t("shop.package.builder.line_total"),
          render: (line) => <Money amount={toMajor(toMinor(line.discounted) * (numberOf(line.quantity) ?? 1))} />,
        },
      ]}
      minWidth={560}
      texts={{
        loading: t("shop.package.builder.loading_products"),
        noChoices: t("shop.package.builder.no_products"),
        pick: t("shop.package.builder.add_product"),
        search: t("shop.package.builder.search_products"),
        noneChosen: t("shop.package.builder.no_products_chosen"),
        table: t("shop.package.sections.products"),
        name: t("shop.package.builder.product"),
        notOffered: t("shop.package.builder.not_sold"),
      }}
      onAdd={onAdd}
      onRemove={onRemove}
      error={errorOf("products")}
    />
  );
}
