import "@mantine/core/styles/Table.css";
import { Alert, Anchor, Skeleton, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { failureText } from "../../../shared/forms/messages";
import { invoiceDetailPath } from "../invoice/invoice-paths";
import { invoiceNumber, jobCardNumber } from "../job-card/job-card-format";
import { jobCardDetailPath } from "../job-card/job-card-paths";
import { JobCardStatusBadge } from "../job-card/job-card-status-badge";
import { useVehicleHistory } from "./client-hooks";
import { formatKilometres } from "./vehicle-format";

/** A vehicle's visits, newest first: when, which job card, what was done, the odometer read, the invoice. */
export function VehicleHistory({ vehicleId, plate }: { vehicleId: string; plate: string }) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const history = useVehicleHistory(vehicleId);
  const listFormat = new Intl.ListFormat(i18n.language, { style: "short", type: "unit" });

  if (history.isPending) return <Skeleton height={48} radius="sm" aria-label={t("shop.client.history.loading")} />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {failureText(t, toFailure(history.error))}
      </Alert>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("shop.client.history.empty")}
      </Text>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t("shop.client.history.label", { plate })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("shop.client.history.date")}</Table.Th>
            <Table.Th>{t("shop.client.history.job_card")}</Table.Th>
            <Table.Th>{t("shop.client.history.status")}</Table.Th>
            <Table.Th>{t("shop.client.history.services")}</Table.Th>
            <Table.Th>{t("shop.client.history.odometer")}</Table.Th>
            <Table.Th>{t("shop.client.history.invoice")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((entry) => (
            <Table.Tr key={entry.job_card_id}>
              <Table.Td>{clock.date(entry.scheduled_date)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={jobCardDetailPath(entry.job_card_id)}>
                  <bdi dir="ltr">{jobCardNumber(entry.job_card_number)}</bdi>
                </Anchor>
              </Table.Td>
              <Table.Td>
                <JobCardStatusBadge status={entry.status} />
              </Table.Td>
              <Table.Td>{entry.services.length ? <bdi>{listFormat.format(entry.services)}</bdi> : "—"}</Table.Td>
              <Table.Td>
                {entry.odometer === null
                  ? "—"
                  : t("shop.client.vehicle.km", { value: formatKilometres(entry.odometer, i18n.language) })}
              </Table.Td>
              <Table.Td>
                {entry.invoice_id && entry.invoice_number !== null ? (
                  <Anchor component={Link} to={invoiceDetailPath(entry.invoice_id)}>
                    <bdi dir="ltr">{invoiceNumber(entry.invoice_number)}</bdi>
                  </Anchor>
                ) : (
                  "—"
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
