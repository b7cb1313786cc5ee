import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { Anchor, Button, Grid, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { Currency, FleetDashboardDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { EMPLOYEE_ADD_PATH } from "../employee/employee-paths";
import { RULE_LIST_PATH } from "../rule/rule-paths";
import { VEHICLE_ADD_PATH } from "../vehicle/vehicle-paths";
import { CountBars } from "./count-bars";
import { statusBars, typeBars } from "./dashboard-bars";
import { DashboardPanel, EmptyNote } from "../../../shared/ui/dashboard-panel";
import { RulesInForceTable } from "./rules-in-force-table";
import { VehicleCards } from "./vehicle-cards";

export interface FleetDashboardPageProps {
  companyName: string;
  currency: Currency;
  data: FleetDashboardDto | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  can: { addVehicle: boolean; addEmployee: boolean; viewRules: boolean };
  /** The month chooser, at the heading's end. */
  monthChooser?: ReactNode;
  /** Balance and usage, and the fuel card beside it: each loads its own figures. */
  balance?: ReactNode;
  fuelCard?: ReactNode;
  /** The latest alerts, under the balance: what needs attention first. */
  alerts?: ReactNode;
  /** The chosen month's fuel widgets, which load their own figures. */
  month?: ReactNode;
  /** Latest reviews and the mobile app's widget. */
  reviews?: ReactNode;
  mobileApp?: ReactNode;
  /** The company's latest fuelings, which load their own rows. */
  fuelings?: ReactNode;
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy aria-label={t("fleet.dashboard.loading")}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height={118} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton height={240} radius="md" />
        <Skeleton height={240} radius="md" />
      </SimpleGrid>
      <Skeleton height={260} radius="md" />
    </Stack>
  );
}

function Figures({
  data,
  currency,
  can,
}: Pick<FleetDashboardPageProps, "currency" | "can"> & { data: FleetDashboardDto }) {
  const { t, i18n } = useTranslation();
  const { vehicles, employees, rules_in_force: rules } = data;
  const addLink = (to: string, label: string) => (
    <Button component={Link} to={to} variant="light" size="xs">
      {label}
    </Button>
  );
  const noVehicles = (
    <EmptyNote
      text={t("fleet.dashboard.vehicles.empty")}
      action={can.addVehicle && addLink(VEHICLE_ADD_PATH, t("fleet.dashboard.vehicles.add"))}
    />
  );

  return (
    <>
      <VehicleCards vehicles={vehicles} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DashboardPanel title={t("fleet.dashboard.vehicles.types_title")}>
          {vehicles.total === 0 ? (
            noVehicles
          ) : (
            <CountBars
              label={t("fleet.dashboard.vehicles.types_title")}
              bars={typeBars(vehicles.by_type, i18n.language)}
            />
          )}
        </DashboardPanel>
        <DashboardPanel title={t("fleet.dashboard.vehicles.status_title")}>
          {vehicles.total === 0 ? (
            noVehicles
          ) : (
            <CountBars
              label={t("fleet.dashboard.vehicles.status_title")}
              bars={statusBars(vehicles.by_status, (status) => t(`fleet.vehicle.statuses.${status}`))}
            />
          )}
        </DashboardPanel>
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <DashboardPanel
            title={t("fleet.dashboard.employees.title")}
            aside={
              <Text size="sm" c="dimmed">
                {t("fleet.dashboard.employees.total", { total: employees.total })}
              </Text>
            }
          >
            {employees.total === 0 ? (
              <EmptyNote
                text={t("fleet.dashboard.employees.empty")}
                action={can.addEmployee && addLink(EMPLOYEE_ADD_PATH, t("fleet.dashboard.employees.add"))}
              />
            ) : (
              <CountBars
                label={t("fleet.dashboard.employees.title")}
                bars={statusBars(employees.by_status, (status) => t(`fleet.employee.statuses.${status}`))}
              />
            )}
          </DashboardPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <DashboardPanel title={t("fleet.dashboard.rules.title")} description={t("fleet.dashboard.rules.subtitle")}>
            {rules.total === 0 ? (
              <EmptyNote text={t("fleet.dashboard.rules.empty")} />
            ) : (
              <RulesInForceTable rules={rules.items} currency={currency} canViewRules={can.viewRules} />
            )}
            <Group justify="space-between" mt="sm" gap="xs">
              <Text size="sm" c="dimmed">
                {rules.total > rules.items.length &&
                  t("fleet.dashboard.rules.shown", { shown: rules.items.length, total: rules.total })}
              </Text>
              {can.viewRules && (
                <Anchor component={Link} to={RULE_LIST_PATH} size="sm">
                  {t("fleet.dashboard.rules.view_all")}
                </Anchor>
              )}
            </Group>
          </DashboardPanel>
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * `/fleet/dashboard`: every widget of spec 001 section 2: balance and usage with the fuel card, the
 * latest alerts, the chosen month's fuel, the company's vehicles, employees and rules, the latest reviews and fuelings.
 */
export function FleetDashboardPage(props: FleetDashboardPageProps) {
  const { companyName, currency, data, pending, error, onRetry, can } = props;
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("fleet.dashboard.title")}
        description={t("fleet.dashboard.subtitle", { company: companyName })}
        actions={props.monthChooser}
      />
      <Grid>
        <Grid.Col span={{ base: 12, xl: 8 }}>{props.balance}</Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>{props.fuelCard}</Grid.Col>
      </Grid>
      {props.alerts}
      {props.month}
      {error ? (
        <ListError error={error} onRetry={onRetry} />
      ) : pending || !data ? (
        <DashboardSkeleton />
      ) : (
        <Figures data={data} currency={currency} can={can} />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>{props.reviews}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>{props.mobileApp}</Grid.Col>
      </Grid>
      {props.fuelings}
    </Stack>
  );
}
