import { formatDuration, type ServiceSummaryDto } from "@pitlane/domain";
import { IconTools } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { Money } from "../../../shared/ui/money";
import { actionsColumn, statusColumn } from "../../../shared/ui/table-columns";
import { categoryNameOf } from "./service-hooks";

export const SERVICE_LIST_PATH = "/catalog/services";

export interface ServiceTableProps extends ListTableProps<ServiceSummaryDto> {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (service: ServiceSummaryDto) => void;
}

export function ServiceTable({ canEdit, canDelete, onDelete, ...list }: ServiceTableProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<ServiceSummaryDto>[] = [
    { key: "name", header: t("shop.service.columns.name"), isMain: true, render: (s) => <bdi>{s.name}</bdi> },
    {
      key: "category",
      header: t("shop.service.columns.category"),
      render: (s) => <bdi>{categoryNameOf(s, i18n.language)}</bdi>,
    },
    { key: "price", header: t("shop.service.columns.price"), render: (s) => <Money amount={s.price} /> },
    {
      key: "discounted_price",
      header: t("shop.service.columns.discounted_price"),
      render: (s) => <Money amount={s.discounted_price} />,
    },
    {
      key: "duration",
      header: t("shop.service.columns.duration"),
      render: (s) => <bdi dir="ltr">{formatDuration(s.duration)}</bdi>,
    },
    statusColumn(t),
    actionsColumn(t("shop.service.columns.actions"), (s) => ({
      editTo: canEdit ? `${SERVICE_LIST_PATH}/edit/${s._id}` : null,
      editLabel: t("shop.service.actions.edit", { name: s.name }),
      onDelete: canDelete ? () => onDelete(s) : null,
      deleteLabel: t("shop.service.actions.delete", { name: s.name }),
    })),
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.service.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.service.list.empty"), filtered: t("shop.service.list.empty_filtered") }}
      emptyIcon={IconTools}
    />
  );
}
