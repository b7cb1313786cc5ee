import { Anchor, Stack, Text } from "@mantine/core";
import type { SupplierDto } from "@pitlane/domain";
import { IconTruckDelivery } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { Phone } from "../../../shared/ui/phone";
import { actionsColumn, cityColumn, statusColumn } from "../../../shared/ui/table-columns";
import { paymentTermsOf } from "./payment-terms";
import { supplierEditPath } from "./supplier-paths";

export interface SupplierTableProps extends ListTableProps<SupplierDto> {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (supplier: SupplierDto) => void;
  /** The add button of the empty list, when the role may add. */
  emptyAction?: ReactNode;
}

function PaymentTerms({ days }: { days: number | null }) {
  const { t } = useTranslation();
  const terms = paymentTermsOf(days);
  return terms.key === "days"
    ? t("shop.supplier.payment_terms.days", { days: terms.days })
    : t(`shop.supplier.payment_terms.${terms.key}`);
}

export function SupplierTable({ canEdit, canDelete, onDelete, emptyAction, ...list }: SupplierTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<SupplierDto>[] = [
    {
      key: "name",
      header: t("shop.supplier.columns.name"),
      isMain: true,
      render: (s) => (
        <Stack gap={0} align="flex-start">
          {canEdit ? (
            <Anchor component={Link} to={supplierEditPath(s._id)} fw={500}>
              <bdi>{s.name}</bdi>
            </Anchor>
          ) : (
            <bdi>{s.name}</bdi>
          )}
          {s.contact_person && (
            <Text size="sm" c="dimmed">
              <bdi>{s.contact_person}</bdi>
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "phone", header: t("fields.phone"), render: (s) => <Phone value={s.phone} /> },
    {
      key: "email",
      header: t("fields.email"),
      render: (s) => (s.email ? <bdi dir="ltr">{s.email}</bdi> : "—"),
    },
    cityColumn(t, i18n.language),
    {
      key: "payment_terms",
      header: t("shop.supplier.columns.payment_terms"),
      render: (s) => <PaymentTerms days={s.payment_terms_days} />,
    },
    statusColumn(t),
    actionsColumn(t("shop.supplier.columns.actions"), (s) => ({
      editTo: canEdit ? supplierEditPath(s._id) : null,
      editLabel: t("shop.supplier.actions.edit", { name: s.name }),
      onDelete: canDelete ? () => onDelete(s) : null,
      deleteLabel: t("shop.supplier.actions.delete", { name: s.name }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.supplier.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.supplier.list.empty"), filtered: t("shop.supplier.list.empty_filtered") }}
      emptyIcon={IconTruckDelivery}
      emptyAction={emptyAction}
      minWidth={900}
    />
  );
}
