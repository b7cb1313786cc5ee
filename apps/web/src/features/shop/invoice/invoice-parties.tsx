import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { AddressText, InvoiceDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { branchName } from "../branch/branch-hooks";
import { useInvoiceFormat } from "./invoice-format";
import { billedDocumentOf } from "./billed-document";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { Phone } from "../../../shared/ui/phone";

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="sm" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" component="div">
      <Text span c="dimmed" size="sm">
        {label}:{" "}
      </Text>
      {children}
    </Text>
  );
}

/** An address the invoice kept, in the screen's language (the street line as typed). */
const addressIn = (address: AddressText, language: string) => (language === "ar" ? address.arabic : address.english);

/**
 * Who sold (the shop and its address, decision 0018), who bought, for which vehicle (a job card's
 * invoice), and the invoice's own facts with the job card or order it bills.
 */
export function InvoiceParties({ invoice: inv }: { invoice: InvoiceDto }) {
  const { t, i18n } = useTranslation();
  const format = useInvoiceFormat();
  const billed = billedDocumentOf(inv);
  const canViewBilled = useCan(billed?.kind === "order" ? "orders.view" : "job_cards.view");
  const field = (
    name: "address" | "vat_number" | "phone" | "identity_number" | "plate" | "number" | "date" | "branch",
  ) => t(`shop.invoice.detail.${name}`);

  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <Party title={t("shop.invoice.detail.seller")}>
          <Text fw={600}>
            <bdi>{inv.seller_name}</bdi>
          </Text>
          {inv.seller_address && (
            <Line label={field("address")}>
              <bdi data-testid="invoice-seller-address">{addressIn(inv.seller_address, i18n.language)}</bdi>
            </Line>
          )}
          <Line label={field("vat_number")}>
            {inv.seller_vat_number ? (
              <bdi dir="ltr">{inv.seller_vat_number}</bdi>
            ) : (
              t("shop.invoice.detail.no_vat_number")
            )}
          </Line>
        </Party>
        <Party title={t("shop.invoice.detail.client")}>
          <Text fw={600} data-testid="invoice-client">
            <bdi>{inv.client.name}</bdi>
          </Text>
          <Line label={field("phone")}>
            <Phone value={inv.client.phone} />
          </Line>
          {inv.client.identity_number_display && (
            <Line label={field("identity_number")}>
              <bdi dir="ltr">{inv.client.identity_number_display}</bdi>
            </Line>
          )}
        </Party>
        {/* An order's invoice sells goods only: no vehicle to name. */}
        {inv.vehicle && (
          <Party title={t("shop.invoice.detail.vehicle")}>
            <Text fw={600}>
              <bdi>{`${inv.vehicle.make_name} ${inv.vehicle.model_name}`}</bdi>
            </Text>
            <Line label={field("plate")}>
              <bdi>{inv.vehicle.plate}</bdi>
            </Line>
          </Party>
        )}
        <Party title={t("shop.invoice.detail.invoice")}>
          <Line label={field("number")}>
            <bdi data-testid="invoice-number">{inv.number_display}</bdi>
          </Line>
          <Line label={field("date")}>
            <bdi data-testid="invoice-issued-at">{format.dateTime(inv.issued_at)}</bdi>
          </Line>
          <Line label={field("branch")}>
            <bdi>{branchName(inv, i18n.language)}</bdi>
          </Line>
          {inv.branch_address && (
            <Line label={t("shop.invoice.detail.branch_address")}>
              <bdi data-testid="invoice-branch-address">{addressIn(inv.branch_address, i18n.language)}</bdi>
            </Line>
          )}
          {billed && (
            <Line label={t(`shop.invoice.detail.${billed.kind}`)}>
              {canViewBilled ? (
                <Anchor component={Link} to={billed.path} size="sm" data-testid="invoice-billed-document">
                  <bdi>{billed.number}</bdi>
                </Anchor>
              ) : (
                <bdi>{billed.number}</bdi>
              )}
            </Line>
          )}
          <InvoiceStatusBadge invoice={inv} />
        </Party>
      </SimpleGrid>
    </Paper>
  );
}
