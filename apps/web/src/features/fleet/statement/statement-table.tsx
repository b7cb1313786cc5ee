import { Anchor } from "@mantine/core";
import type { StatementListItemDto } from "@pitlane/domain/fleet/statement";
import { IconFileInvoice } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { StatementDownloads } from "./statement-downloads";
import { formatMonth } from "./statement-format";
import { statementPath } from "./statement-paths";

/** The monthly statements: number, month, the four figures and the downloads. */
export function StatementTable(props: Omit<ListTableProps<StatementListItemDto>, "isFiltered">) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const amount = (row: StatementListItemDto, value: number) => <AmountIn amount={value} currency={row.currency} />;
  const columns: Column<StatementListItemDto>[] = [
    {
      key: "number",
      header: t("fleet.statement.columns.number"),
      isMain: true,
      render: (row) => (
        <Anchor component={Link} to={statementPath(row._id)}>
          {row.number}
        </Anchor>
      ),
    },
    {
      key: "month",
      header: t("fleet.statement.columns.month"),
      render: (row) => formatMonth(row.month, i18n.language),
    },
    {
      key: "opening",
      header: t("fleet.statement.columns.opening"),
      alignEnd: true,
      render: (r) => amount(r, r.opening),
    },
    {
      key: "credits",
      header: t("fleet.statement.columns.credits"),
      alignEnd: true,
      render: (r) => amount(r, r.credits),
    },
    { key: "debits", header: t("fleet.statement.columns.debits"), alignEnd: true, render: (r) => amount(r, r.debits) },
    {
      key: "closing",
      header: t("fleet.statement.columns.closing"),
      alignEnd: true,
      render: (r) => amount(r, r.closing),
    },
    {
      key: "downloads",
      header: t("fleet.statement.columns.downloads"),
      alignEnd: true,
      render: (row) => <StatementDownloads source={{ id: row._id, number: row.number, month: row.month }} size="xs" />,
    },
  ];
  return (
    <DataTable
      {...props}
      isFiltered={false}
      label={t("fleet.statement.list.label")}
      columns={columns}
      emptyTexts={{ none: t("fleet.statement.list.empty"), filtered: t("fleet.statement.list.empty") }}
      emptyIcon={IconFileInvoice}
      minWidth={960}
      onRowClick={(row) => void navigate(statementPath(row._id))}
    />
  );
}
