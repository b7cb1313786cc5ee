import "@mantine/core/styles/Grid.css";
import { Alert, Anchor, Grid, Group, List, Stack, Text } from "@mantine/core";
import type { CommissionInvoiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { AmountIn } from "../../../shared/ui/money";
import { PageHeader } from "../../../shared/ui/page-header";
import { QrCard } from "../../../shared/ui/qr-card";
import { SectionCard } from "../../../shared/ui/section-card";
import { useInvoiceFormat } from "./invoice-format";
import { InvoiceLines, InvoiceTotals } from "./invoice-lines";
import { InvoiceParties } from "./invoice-parties";
import { INVOICES_PATH, invoicePath } from "./invoice-paths";
import { InvoicePdfButtons } from "./invoice-pdf-buttons";
import { BackLink } from "../../../shared/ui/back-link";

export interface InvoiceDetailPageProps {
  doc: CommissionInvoiceDto;
  /** The role may download the PDF. */
  canDownload: boolean;
}

const numberLink = (ref: { _id: string; number_display: string }) => (
  <Anchor component={Link} to={invoicePath(ref._id)}>
    <bdi dir="ltr">{ref.number_display}</bdi>
  </Anchor>
);

/** The ZATCA phase 1 code of a SAR document, drawn from the payload the server encoded. */
function ZatcaQr({ doc }: { doc: CommissionInvoiceDto }) {
  const { t } = useTranslation();
  return (
    <QrCard
      title={t("fleet.invoice.qr.title")}
      text={doc.qr_base64 ?? undefined}
      size={180}
      alt={t("fleet.invoice.qr.alt", { number: doc.number_display })}
      failedText={t("fleet.invoice.qr.failed")}
      imageTestId="invoice-zatca-qr"
    >
      {() => (
        <Text size="sm" c="dimmed" ta="center">
          {t("fleet.invoice.qr.caption")}
        </Text>
      )}
    </QrCard>
  );
}

/** A commission invoice or credit note as the company's accountant reads it, with its links and its PDF. */
export function InvoiceDetailPage({ doc, canDownload }: InvoiceDetailPageProps) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const format = useInvoiceFormat();
  const title = doc.kind === "invoice" ? "invoice_title" : "credit_note_title";
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t(`fleet.invoice.detail.${title}`, { number: doc.number_display })}
        description={`${format.period(doc.month)} · ${t("fleet.invoice.detail.issued_on", { date: clock.date(doc.issued_at) })}`}
        actions={
          <Group gap="sm">
            <BackLink to={INVOICES_PATH}>{t("fleet.invoice.back_to_list")}</BackLink>
            {canDownload && <InvoicePdfButtons doc={doc} />}
          </Group>
        }
      />
      {doc.corrects && (
        <Alert color="orange" variant="light" data-testid="invoice-corrects">
          {t("fleet.invoice.detail.corrects")} {numberLink(doc.corrects)}
        </Alert>
      )}
      <InvoiceParties doc={doc} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <InvoiceLines doc={doc} />
            {doc.credit_notes.length > 0 && (
              <SectionCard title={t("fleet.invoice.detail.credit_notes")}>
                <List data-testid="invoice-credit-notes">
                  {doc.credit_notes.map((note) => (
                    <List.Item key={note._id}>
                      {numberLink(note)} · {format.period(note.month)} ·{" "}
                      <AmountIn amount={note.total} currency={doc.currency} />
                    </List.Item>
                  ))}
                </List>
              </SectionCard>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <InvoiceTotals doc={doc} />
            {doc.qr_base64 && <ZatcaQr doc={doc} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
