import "@mantine/core/styles/Grid.css";
import { Alert, Button, Grid, Group, Stack, Text } from "@mantine/core";
import type { InvoiceDto } from "@pitlane/domain";
import { IconBan, IconCash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../shared/ui/page-header";
import { useInvoiceFormat } from "./invoice-format";
import { InvoiceLines } from "./invoice-lines";
import { InvoiceParties } from "./invoice-parties";
import { INVOICE_LIST_PATH } from "./invoice-paths";
import { InvoicePayments } from "./invoice-payments";
import { InvoicePdfButtons } from "./invoice-pdf-buttons";
import { InvoiceQr } from "./invoice-qr";
import { InvoiceTotals } from "./invoice-totals";
import { BackLink } from "../../../shared/ui/back-link";

export interface InvoiceDetailPageProps {
  invoice: InvoiceDto;
  /** Absent when the invoice takes no payment (voided, paid) or the role may not record one. */
  onRecordPayment?: () => void;
  /** Absent when the invoice is already voided or the role may not void. */
  onVoid?: () => void;
}

/** An issued invoice as the client would read it, with its payments, its PDF and what may still be done to it. */
export function InvoiceDetailPage({ invoice: inv, onRecordPayment, onVoid }: InvoiceDetailPageProps) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("shop.invoice.detail.title", { number: inv.number_display })}
        description={t("shop.invoice.detail.issued_on", { date: format.date(inv.issued_at) })}
        actions={
          <Group gap="sm">
            <BackLink to={INVOICE_LIST_PATH}>{t("shop.invoice.back_to_list")}</BackLink>
            <InvoicePdfButtons invoice={inv} />
            {onVoid && (
              <Button color="red" variant="light" leftSection={<IconBan size={16} />} onClick={onVoid}>
                {t("shop.invoice.void.action")}
              </Button>
            )}
          </Group>
        }
      />
      {inv.voided && (
        <Alert color="red" variant="filled" title={t("shop.invoice.void_mark")} data-testid="invoice-void-banner">
          <Stack gap={2}>
            {inv.voided_at && (
              <Text size="sm">{t("shop.invoice.void.voided_on", { date: format.date(inv.voided_at) })}</Text>
            )}
            <Text size="sm">
              {t("shop.invoice.void.reason_shown")} <bdi>{inv.void_reason}</bdi>
            </Text>
          </Stack>
        </Alert>
      )}
      <InvoiceParties invoice={inv} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <InvoiceLines invoice={inv} />
            <InvoicePayments invoice={inv} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <InvoiceTotals
              invoice={inv}
              action={
                onRecordPayment && (
                  <Button leftSection={<IconCash size={16} />} onClick={onRecordPayment}>
                    {t("shop.invoice.payment.action")}
                  </Button>
                )
              }
            />
            {inv.qr_base64 && <InvoiceQr invoice={inv} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
