import { Badge } from "@mantine/core";
import { formatDuration, type ListResult, type ServiceSummaryDto } from "@pitlane/domain";
import { IconTools } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { Money } from "../../../shared/ui/money";
import { RowActions } from "../../../shared/ui/row-actions";
import { categoryNameOf } from "./service-hooks";

export const SERVICE_LIST_PATH = "/catalog/services";

export interface ServiceTableProps {
  data: ListResult<ServiceSummaryDto> | undefined;
  pending: boolean;
  /** A search or filter is on (changes the empty-state text). */
  isFiltered: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (service: ServiceSummaryDto) => void;
  onPageChange: (page: number) => void;
}

export function ServiceTable({
  data,
  pending,
  isFiltered,
  canEdit,
  canDelete,
  onDelete,
  onPageChange,
}: ServiceTableProps) {
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
    {
      key: "status",
      header: t("fields.status"),
      render: (s) => (
        <Badge color={s.active ? "teal" : "gray"} variant="light">
          {s.active ? t("statuses.active") : t("statuses.inactive")}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: t("shop.service.columns.actions"),
      alignEnd: true,
      render: (s) => (
        <RowActions
          editTo={canEdit ? `${SERVICE_LIST_PATH}/edit/${s._id}` : null}
          editLabel={t("shop.service.actions.edit", { name: s.name })}
          onDelete={canDelete ? () => onDelete(s) : null}
          deleteLabel={t("shop.service.actions.delete", { name: s.name })}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={t("shop.service.title")}
      columns={columns}
      rowKey={(s) => s._id}
      data={data}
      pending={pending}
      emptyText={isFiltered ? t("shop.service.list.empty_filtered") : t("shop.service.list.empty")}
      emptyIcon={IconTools}
      onPageChange={onPageChange}
    />
  );
}
