import "@mantine/core/styles/Grid.css";
import { Alert, Anchor, Button, Grid, Group, Stack, Text } from "@mantine/core";
import type { InspectionBody, JobCardDto } from "@pitlane/domain";
import { IconFileInvoice, IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DetailItem } from "../../../shared/ui/detail-item";
import { PageHeader } from "../../../shared/ui/page-header";
import { SectionCard as Section } from "../../../shared/ui/section-card";
import { branchName } from "../branch/branch-hooks";
import { InspectionForm } from "./inspection-form";
import { invoiceNumber, jobCardNumber } from "./job-card-format";
import { JobCardPackages, JobCardProducts, JobCardServices } from "./job-card-lines";
import { invoiceDetailPath, JOB_CARD_LIST_PATH } from "./job-card-paths";
import { JobCardStatusBadge } from "./job-card-status-badge";
import { TotalsList } from "./totals-list";
import { Phone } from "../../../shared/ui/phone";

export interface JobCardDetailPageProps {
  data: JobCardDto;
  /** The status buttons the role may use (none without job_cards.change_status). */
  statusActions: ReactNode;
  /** Where its edit is, while it is open and the role may edit; null otherwise. */
  editTo: string | null;
  inspection: { canEdit: boolean; pending: boolean; errors: unknown; onSubmit: (body: InspectionBody) => void };
}

/** One job card: who, what vehicle, where and when, its lines and totals, its status moves and its inspection. */
export function JobCardDetailPage({ data, statusActions, editTo, inspection }: JobCardDetailPageProps) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const ids = { details: useId(), lines: useId(), totals: useId(), inspection: useId() };
  const number = jobCardNumber(data.number);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("shop.job_card.title_detail", { number })}
        description={data.client.name}
        actions={
          <Group gap="sm">
            {editTo && (
              <Button component={Link} to={editTo} leftSection={<IconPencil size={16} aria-hidden />}>
                {t("shop.job_card.edit")}
              </Button>
            )}
            <Button component={Link} to={JOB_CARD_LIST_PATH} variant="default">
              {t("shop.job_card.back_to_list")}
            </Button>
          </Group>
        }
      />
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <JobCardStatusBadge status={data.status} />
          {data.invoice_id && data.invoice_number !== null && (
            <Anchor component={Link} to={invoiceDetailPath(data.invoice_id)} data-testid="job-card-invoice-link">
              <Group gap={4} component="span">
                <IconFileInvoice size={16} aria-hidden />
                {t("shop.job_card.detail.view_invoice", { invoice: invoiceNumber(data.invoice_number) })}
              </Group>
            </Anchor>
          )}
        </Group>
        {statusActions}
      </Group>
      {data.status === "completed" && data.invoice_id && (
        <Alert color="teal" variant="light">
          {t("shop.job_card.detail.invoiced")}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section id={ids.lines} title={t("shop.job_card.sections.services")}>
              <JobCardServices jobCard={data} />
            </Section>
            <Section id={`${ids.lines}-products`} title={t("shop.job_card.sections.products")}>
              <JobCardProducts jobCard={data} />
            </Section>
            <Section id={`${ids.lines}-packages`} title={t("shop.job_card.sections.packages")}>
              <JobCardPackages jobCard={data} />
            </Section>
            {data.show_inspection && (
              <Section id={ids.inspection} title={t("shop.job_card.inspection.title")}>
                {data.inspection_provider_name && (
                  <Text size="sm" c="dimmed">
                    {t("shop.job_card.inspection.by", { name: data.inspection_provider_name })}
                  </Text>
                )}
                <InspectionForm inspection={data.inspection} {...inspection} />
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Section id={ids.details} title={t("shop.job_card.sections.details")}>
              <DetailItem label={t("shop.job_card.fields.client")}>
                <bdi>{data.client.name}</bdi>
                <Text size="sm" c="dimmed">
                  <Phone value={data.client.phone} />
                  {data.client.identity_number_display && (
                    <>
                      {" · "}
                      <bdi dir="ltr">{data.client.identity_number_display}</bdi>
                    </>
                  )}
                </Text>
              </DetailItem>
              <DetailItem label={t("shop.job_card.fields.vehicle")}>
                <bdi>{data.vehicle.plate}</bdi>
                <Text size="sm" c="dimmed">
                  <bdi>{`${data.vehicle.make_name} ${data.vehicle.model_name}`}</bdi>
                </Text>
              </DetailItem>
              <DetailItem label={t("shop.job_card.fields.branch")}>
                <bdi>{branchName(data, i18n.language)}</bdi>
              </DetailItem>
              <DetailItem label={t("shop.job_card.fields.date")}>{clock.date(data.scheduled_date)}</DetailItem>
              {data.odometer !== null && (
                <DetailItem label={t("shop.job_card.fields.odometer")}>
                  <bdi dir="ltr">{t("shop.job_card.detail.km", { value: data.odometer.toLocaleString("en") })}</bdi>
                </DetailItem>
              )}
              {data.notes && (
                <DetailItem label={t("shop.job_card.fields.notes")}>
                  <Text component="div" style={{ whiteSpace: "pre-wrap" }} dir="auto">
                    {data.notes}
                  </Text>
                </DetailItem>
              )}
            </Section>
            <Section id={ids.totals} title={t("shop.job_card.sections.totals")}>
              <TotalsList totals={data.totals} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
