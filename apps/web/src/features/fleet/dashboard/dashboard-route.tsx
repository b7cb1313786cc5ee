import { useCan } from "../../../shared/session/permissions";
import { useFleetSession } from "../../../shared/session/session-views";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { LatestFuelings } from "../transaction/latest-fuelings";
import { BalancePanel } from "./balance-panel";
import { useFleetDashboard } from "./dashboard-hooks";
import { FleetDashboardPage } from "./dashboard-page";

/** `/fleet/dashboard` */
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
  const can = {
    addVehicle: useCan("vehicles.add"),
    addEmployee: useCan("employees.add"),
    viewRules: useCan("rules.view"),
  };
  return (
    <FleetDashboardPage
      companyName={company.company_name}
      currency={company.currency}
      data={summary.data}
      pending={summary.isPending}
      error={summary.isError ? summary.error : null}
      onRetry={() => void summary.refetch()}
      can={can}
      balance={<BalancePanel currency={company.currency} />}
      fuelings={<LatestFuelings />}
    />
  );
}
