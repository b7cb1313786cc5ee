import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Badge.css";
import { ActionIcon, Badge, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { JobCardDraft, JobCardDraftAction, JobCardDto, PackageDto, VariantChoiceDto } from "@pitlane/domain";
import { IconX } from "@tabler/icons-react";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { numberOf } from "../../../shared/forms/number-value";
import { NumberField } from "../../../shared/forms/number-field";
import { Money, useFormatMoney } from "../../../shared/ui/money";
import { LinePicker } from "../package/line-picker";
import { useBranchVariants } from "../package/package-hooks";
import { ChoiceState } from "./choice-state";

interface Props {
  draft: JobCardDraft;
  dispatch: Dispatch<JobCardDraftAction>;
  packages: PackageDto[];
  errorOf: (field: string) => string | undefined;
  /** The job card being edited: its lines' names, for a product the branch no longer sells. */
  booked?: JobCardDto;
}

const variantName = (v: Pick<VariantChoiceDto, "product_name" | "name">) => `${v.product_name} — ${v.name}`;

/** How many of each variant the draft takes, its own lines and its packages' together. */
function takenOf(draft: JobCardDraft): Map<string, number> {
  const taken = new Map<string, number>();
  for (const p of draft.products) taken.set(p.variant_id, (taken.get(p.variant_id) ?? 0) + (numberOf(p.quantity) ?? 0));
  return taken;
}

/**
 * The branch's stock when the draft takes more of a variant than it has: it may still be booked
 * (the stock may arrive), but completing the job card will wait for it, so the form says so.
 */
function StockShort({ variant, taken }: { variant: VariantChoiceDto | undefined; taken: number }) {
  const { t } = useTranslation();
  if (!variant?.track_stock || taken <= variant.quantity) return null;
  return (
    <Text size="xs" c="orange.8" role="status">
      {t("shop.job_card.form.stock_short", { count: variant.quantity })}
    </Text>
  );
}

/** Products sold with the job: the branch's variants with a quantity; a package's own come with it, not changeable here. */
export function ProductsSection({ draft, dispatch, packages, booked, errorOf }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const variants = useBranchVariants(draft.branch_id ?? "");
  const offered = variants.data ?? [];
  // The body lists the products sold on their own, in this order: their errors go by that place.
  const ownIds = draft.products.filter((p) => p.package_id === null).map((p) => p.variant_id);
  const taken = takenOf(draft);
  const detailOf = (v: VariantChoiceDto) =>
    v.track_stock
      ? `${money(v.discounted_price)} · ${t("shop.job_card.form.in_stock", { count: v.quantity })}`
      : money(v.discounted_price);
  const options = offered
    .filter((v) => !ownIds.includes(v._id))
    .map((v) => ({ value: v._id, label: variantName(v), detail: detailOf(v) }));

  return (
    <ChoiceState
      branchId={draft.branch_id}
      choices={variants}
      failedText={t("shop.job_card.choices.products_failed")}
      loadingText={t("shop.job_card.form.loading_products")}
    >
      <Stack gap="sm">
        {offered.length === 0 ? (
          <Text c="dimmed">{t("shop.job_card.form.no_products")}</Text>
        ) : (
          <LinePicker
            label={t("shop.job_card.form.add_product")}
            placeholder={t("shop.job_card.form.search_products")}
            options={options}
            onPick={(id) => dispatch({ type: "add_product", variant_id: id, quantity: 1 })}
          />
        )}
        {draft.products.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label={t("shop.job_card.sections.products")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("shop.job_card.fields.product")}</Table.Th>
                  <Table.Th w={120}>{t("shop.job_card.fields.quantity")}</Table.Th>
                  <Table.Th>{t("shop.job_card.detail.price")}</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t("shop.job_card.columns.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draft.products.map((line) => {
                  const variant = offered.find((v) => v._id === line.variant_id);
                  const name = variant
                    ? variantName(variant)
                    : (booked?.products.find((p) => p.variant_id === line.variant_id)?.name ?? "…");
                  const pkg = packages.find((p) => p._id === line.package_id);
                  return (
                    <Table.Tr key={`${line.package_id ?? "own"}:${line.variant_id}`}>
                      <Table.Td>
                        <bdi>{name}</bdi>
                        {pkg && (
                          <Badge ms="xs" variant="light" color="grape">
                            {t("shop.job_card.from_package", { name: pkg.name })}
                          </Badge>
                        )}
                        <StockShort variant={variant} taken={taken.get(line.variant_id) ?? 0} />
                      </Table.Td>
                      <Table.Td>
                        {line.package_id === null ? (
                          <NumberField
                            kind="whole"
                            size="xs"
                            aria-label={t("shop.job_card.form.quantity_of", { name })}
                            value={line.quantity}
                            error={errorOf(`products.${ownIds.indexOf(line.variant_id)}.quantity`)}
                            onChange={(quantity) =>
                              dispatch({ type: "set_product_quantity", variant_id: line.variant_id, quantity })
                            }
                          />
                        ) : (
                          line.quantity
                        )}
                      </Table.Td>
                      <Table.Td>
                        {variant && line.package_id === null ? <Money amount={variant.discounted_price} /> : "—"}
                      </Table.Td>
                      <Table.Td>
                        {line.package_id === null && (
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            onClick={() => dispatch({ type: "remove_product", variant_id: line.variant_id })}
                            aria-label={t("shop.job_card.form.remove", { name })}
                          >
                            <IconX size={16} />
                          </ActionIcon>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </ChoiceState>
  );
}
