import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TransactionDetailDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useCan } from "../../../shared/session/permissions";
import { DetailItem } from "../../../shared/ui/detail-item";
import { Plate } from "../../../shared/ui/plate";
import { SectionCard } from "../../../shared/ui/section-card";
import { vehicleViewPath } from "../vehicle/vehicle-paths";
import { TransactionStatusBadge } from "./transaction-badges";
import { useTransactionFormat } from "./transaction-format";

type Props = { transaction: TransactionDetailDto };

/** What was bought, where, by whom, for which vehicle, under which rule, and from which account to which. */
export function PurchaseFacts({ transaction: tx }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const format = useTransactionFormat();
  const canViewVehicle = useCan("vehicles.view");
  const field = (
    name:
      | "date"
      | "station"
      | "employee"
      | "vehicle"
      | "fuel_type"
      | "litres"
      | "requested"
      | "rule"
      | "usage_then"
      | "status"
      | "accounts",
  ) => t(`fleet.transaction.detail.fields.${name}`);
  const requested =
    tx.requested_litres !== null
      ? t("fleet.transaction.detail.requested_litres", { litres: tx.requested_litres })
      : tx.requested_amount !== null && format.money(tx.requested_amount, tx.currency);
  const plate = <Plate>{tx.plate_no}</Plate>;

  return (
    <SectionCard title={t("fleet.transaction.detail.purchase")}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="lg">
        <DetailItem size="sm" label={field("status")}>
          <TransactionStatusBadge status={tx.status} />
        </DetailItem>
        <DetailItem size="sm" label={field("date")}>
          {clock.dateTime(tx.created_at)}
        </DetailItem>
        <DetailItem size="sm" label={field("station")}>
          <Stack gap={0}>
            <bdi>{tx.station_name}</bdi>
            <Text size="xs" c="dimmed">
              <bdi>{format.city(tx)}</bdi>
            </Text>
          </Stack>
        </DetailItem>
        <DetailItem size="sm" label={field("vehicle")}>
          <Group gap={6}>
            {canViewVehicle ? (
              <Anchor component={Link} to={vehicleViewPath(tx.vehicle_id)}>
                {plate}
              </Anchor>
            ) : (
              plate
            )}
            <Text size="xs" c="dimmed">
              <bdi>{tx.car_id}</bdi>
            </Text>
          </Group>
        </DetailItem>
        <DetailItem size="sm" label={field("employee")}>
          {tx.employee_name ? <bdi>{tx.employee_name}</bdi> : t("fleet.transaction.row.no_driver")}
        </DetailItem>
        <DetailItem size="sm" label={field("fuel_type")}>
          {format.fuel(tx)}
        </DetailItem>
        <DetailItem size="sm" label={field("requested")}>
          {requested || null}
        </DetailItem>
        <DetailItem size="sm" label={field("litres")}>
          {tx.litres === null ? null : format.litres(tx.litres)}
        </DetailItem>
        <DetailItem size="sm" label={field("rule")}>
          {tx.rule && (
            <bdi>{t(`fleet.transaction.detail.fields.rule_of_${tx.rule.subject}`, { name: tx.rule.name })}</bdi>
          )}
        </DetailItem>
        <DetailItem size="sm" label={field("usage_then")}>
          {tx.usage_then && <UsageThen usage={tx.usage_then} currency={tx.currency} />}
        </DetailItem>
        <DetailItem size="sm" label={field("accounts")}>
          {tx.account_from &&
            tx.account_to &&
            t("fleet.transaction.accounts_moved", {
              from: t(`fleet.transaction.accounts.${tx.account_from}`),
              to: t(`fleet.transaction.accounts.${tx.account_to}`),
            })}
        </DetailItem>
      </SimpleGrid>
    </SectionCard>
  );
}

/** What the rule's cycle had used when the purchase was asked, as the pump checked it. */
function UsageThen({ usage, currency }: { usage: NonNullable<TransactionDetailDto["usage_then"]>; currency: string }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const format = useTransactionFormat();
  // The portal's and the console's: litres, or money in the company's currency.
  const amount = (value: number) => (usage.mode === "recurring" ? format.litres(value) : format.money(value, currency));
  const used = amount(usage.used);
  return (
    <Stack gap={0}>
      <bdi>
        {usage.limit === null
          ? used
          : t("fleet.transaction.detail.usage_then.of", { used, limit: amount(usage.limit) })}
      </bdi>
      <Text size="xs" c="dimmed">
        {t("fleet.transaction.detail.usage_then.fuelings", { count: usage.fuelings_that_day })}
        {" · "}
        {t("fleet.transaction.detail.usage_then.since", { date: clock.date(usage.cycle_start) })}
      </Text>
    </Stack>
  );
}

/** The reading at the pump against the last one and against what the litres predict at the vehicle's rate. */
export function OdometerFacts({ transaction: tx }: Props) {
  const { t } = useTranslation();
  const format = useTransactionFormat();
  const field = (name: "odometer" | "previous_odometer" | "km_since_last" | "expected_odometer") =>
    t(`fleet.transaction.detail.fields.${name}`);
  return (
    <SectionCard title={t("fleet.transaction.detail.odometer")}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="lg">
        <DetailItem size="sm" label={field("odometer")}>
          {format.km(tx.odometer)}
        </DetailItem>
        <DetailItem size="sm" label={field("previous_odometer")}>
          {tx.previous_odometer === null ? null : format.km(tx.previous_odometer)}
        </DetailItem>
        <DetailItem size="sm" label={field("km_since_last")}>
          {tx.km_since_last === null ? null : format.km(tx.km_since_last)}
        </DetailItem>
        <DetailItem size="sm" label={field("expected_odometer")}>
          {tx.expected_odometer === null ? (
            <Text size="xs" c="dimmed">
              {t("fleet.transaction.detail.fields.no_rate")}
            </Text>
          ) : (
            <Stack gap={0}>
              {format.km(tx.expected_odometer)}
              <Text size="xs" c="dimmed">
                {t("fleet.transaction.detail.fields.expected_hint")}
              </Text>
            </Stack>
          )}
        </DetailItem>
      </SimpleGrid>
    </SectionCard>
  );
}

/** Fuel, commission and tax at the rates then, and the total the wallet paid (or keeps on hold). */
export function MoneyFacts({ transaction: tx }: Props) {
  const { t, i18n } = useTranslation();
  const format = useTransactionFormat();
  const money = (amount: number | null) =>
    amount === null ? null : <bdi dir="ltr">{format.money(amount, tx.currency)}</bdi>;
  const rate = (value: number | null) => (value === null ? "—" : value.toLocaleString(`${i18n.language}-u-nu-latn`));
  const isHeld = tx.status !== "completed" && tx.total !== null;
  return (
    <SectionCard title={t("fleet.transaction.detail.money")}>
      <Stack gap="sm">
        <DetailItem size="sm" label={t("fleet.transaction.detail.fields.unit_price")}>
          {tx.unit_price === null ? null : <bdi dir="ltr">{format.price(tx.unit_price, tx.currency)}</bdi>}
        </DetailItem>
        <DetailItem size="sm" label={t("fleet.transaction.detail.fields.fuel_amount")}>
          {money(tx.fuel_amount)}
        </DetailItem>
        <DetailItem
          size="sm"
          label={t("fleet.transaction.detail.fields.commission_rate", { rate: rate(tx.commission_rate) })}
        >
          {money(tx.commission)}
        </DetailItem>
        <DetailItem size="sm" label={t("fleet.transaction.detail.fields.tax_rate", { rate: rate(tx.tax_rate) })}>
          {money(tx.tax)}
        </DetailItem>
        <DetailItem size="lg" label={t("fleet.transaction.detail.fields.total")}>
          {money(tx.total)}
        </DetailItem>
        {tx.status === "declined" && (
          <Text size="sm" c="dimmed">
            {t("fleet.transaction.detail.not_charged")}
          </Text>
        )}
        {isHeld && (
          <Text size="sm" c="dimmed">
            {t("fleet.transaction.detail.hold_note")}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
