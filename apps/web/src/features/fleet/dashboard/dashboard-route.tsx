import { useSearchParams } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useCan } from "../../../shared/session/permissions";
import { useFleetSession } from "../../../shared/session/session-views";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { AlertsPanel } from "../alert/alerts-panel";
import { LatestFuelings } from "../transaction/latest-fuelings";
import { BalancePanel } from "./balance-panel";
import { useFleetDashboard } from "./dashboard-hooks";
import { monthAsked } from "./dashboard-month";
import { FleetDashboardPage } from "./dashboard-page";
import { FuelCardPanel } from "./fuel-card-panel";
import { MobileAppPanel } from "./mobile-app-panel";
import { MonthChooser } from "./month-chooser";
import { MonthFigures } from "./month-figures";
import { ReviewsPanel } from "./reviews-panel";

/** The newest alerts the dashboard shows; the alerts screen has the rest. */
const DASHBOARD_ALERTS = 5;

/** `/fleet/dashboard`, `?month=YYYY-MM` for another month than the company's current one. */
export function Component() {
  return (
    <RequirePermission permission="dashboard.view">
      <FleetDashboard />
    </RequirePermission>
  );
}

function FleetDashboard() {
  const { company } = useFleetSession();
  const summary = useFleetDashboard();
  const [params, setParams] = useSearchParams();
  const current = useTenantClock().today().slice(0, 7);
  const month = monthAsked(params.get("month"), current);
  const can = {
    addVehicle: useCan("vehicles.add"),
    addEmployee: useCan("employees.add"),
    viewRules: useCan("rules.view"),
  };
  const canOpenFills = useCan("transactions.view");
  const canOpenVehicles = useCan("vehicles.view");

  function handleMonth(chosen: string) {
    setParams(chosen === current ? {} : { month: chosen }, { replace: true });
  }

  return (
    <FleetDashboardPage
      companyName={company.company_name}
      currency={company.currency}
      data={summary.data}
      pending={summary.isPending}
      error={summary.isError ? summary.error : null}
      onRetry={() => void summary.refetch()}
      can={can}
      monthChooser={<MonthChooser month={month} current={current} onChange={handleMonth} />}
      balance={<BalancePanel currency={company.currency} />}
      fuelCard={
        <FuelCardPanel
          companyName={company.company_name}
          merchantId={company.merchant_id}
          currency={company.currency}
        />
      }
      alerts={<AlertsPanel limit={DASHBOARD_ALERTS} linksToAll />}
      month={<MonthFigures month={month} currency={company.currency} canOpenFills={canOpenFills} />}
      reviews={<ReviewsPanel />}
      mobileApp={<MobileAppPanel canOpenVehicles={canOpenVehicles} />}
      fuelings={<LatestFuelings />}
    />
  );
}
