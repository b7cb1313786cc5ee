import { ActionIcon, Group, Input, Paper, Stack, Text } from "@mantine/core";
import type { PackageDto } from "@pitlane/domain";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Money, useFormatMoney } from "../../../shared/ui/money";
import { LinePicker } from "../package/line-picker";

interface Props {
  /** The branch's packages as loaded. */
  offered: readonly PackageDto[];
  packageIds: string[];
  /** The field's error, translated: a package with services is refused here. */
  error?: string;
  onChange: (packageIds: string[]) => void;
}

/**
 * The branch's packages: one price for the products they hold. A package with services is sold on
 * a job card, and the order's server refuses it on this field (package_has_services).
 */
export function OrderPackagesField({ offered, packageIds, error, onChange }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const options = offered
    .filter((p) => !packageIds.includes(p._id))
    .map((p) => ({ value: p._id, label: p.name, detail: money(p.price) }));
  const chosen = packageIds.flatMap((id) => offered.filter((p) => p._id === id));

  return (
    <Stack gap="sm">
      {offered.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("shop.order.form.no_packages")}
        </Text>
      ) : (
        <LinePicker
          label={t("shop.order.form.add_package")}
          placeholder={t("shop.order.form.search_packages")}
          options={options}
          onPick={(id) => onChange([...packageIds, id])}
        />
      )}
      {chosen.map((pkg) => (
        <Paper key={pkg._id} withBorder p="sm" radius="md" data-testid="order-package">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={500}>
                <bdi>{pkg.name}</bdi>
              </Text>
              {pkg.products.length > 0 && (
                <Text size="sm" c="dimmed">
                  {pkg.products.map((p) => `${p.product_name} ${p.variant_name} × ${p.quantity}`).join(", ")}
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Money amount={pkg.price} />
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onChange(packageIds.filter((id) => id !== pkg._id))}
                aria-label={t("shop.order.form.remove", { name: pkg.name })}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
