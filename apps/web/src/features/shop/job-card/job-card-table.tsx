import { Anchor, Text } from "@mantine/core";
import type { JobCardSummaryDto } from "@pitlane/domain";
import { IconClipboardList } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { Money } from "../../../shared/ui/money";
import { branchName } from "../branch/branch-hooks";
import { jobCardNumber } from "./job-card-format";
import { jobCardDetailPath } from "./job-card-paths";
import { JobCardStatusBadge } from "./job-card-status-badge";

/** The job cards; a row opens its job card (the number is the link, for the keyboard). */
export function JobCardTable(list: ListTableProps<JobCardSummaryDto>) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const navigate = useNavigate();
  const columns: Column<JobCardSummaryDto>[] = [
    {
      key: "number",
      header: t("shop.job_card.columns.number"),
      isMain: true,
      render: (c) => (
        <Anchor component={Link} to={jobCardDetailPath(c._id)}>
          <bdi dir="ltr">{jobCardNumber(c.number)}</bdi>
        </Anchor>
      ),
    },
    { key: "client", header: t("shop.job_card.fields.client"), render: (c) => <bdi>{c.client_name}</bdi> },
    { key: "plate", header: t("shop.job_card.columns.plate"), render: (c) => <bdi>{c.vehicle_plate}</bdi> },
    {
      key: "branch",
      header: t("shop.job_card.fields.branch"),
      render: (c) => <bdi>{branchName(c, i18n.language)}</bdi>,
    },
    {
      key: "date",
      header: t("shop.job_card.fields.date"),
      render: (c) => (
        <>
          {clock.date(c.scheduled_date)}
          {c.start_time && (
            <Text span c="dimmed" size="sm" ms={6}>
              <bdi dir="ltr">{c.start_time}</bdi>
            </Text>
          )}
        </>
      ),
    },
    {
      key: "services",
      header: t("shop.job_card.columns.services"),
      render: (c) => <bdi>{c.service_names.join(", ")}</bdi>,
    },
    { key: "total", header: t("shop.job_card.totals.total"), render: (c) => <Money amount={c.total} /> },
    {
      key: "status",
      header: t("shop.job_card.fields.status"),
      render: (c) => <JobCardStatusBadge status={c.status} />,
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.job_card.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.job_card.list.empty"), filtered: t("shop.job_card.list.empty_filtered") }}
      emptyIcon={IconClipboardList}
      minWidth={1000}
      onRowClick={(c) => void navigate(jobCardDetailPath(c._id))}
    />
  );
}
