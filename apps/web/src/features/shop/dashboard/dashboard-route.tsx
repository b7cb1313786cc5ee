import "@mantine/core/styles/Skeleton.css";
import { useSearchParams } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useCan } from "../../../shared/session/permissions";
import { useSession } from "../../../shared/session/session-store";
import { useBranchList } from "../branch/branch-hooks";
import { useStoreSettings } from "../store/store-hooks";
import { useShopDashboard } from "./dashboard-hooks";
import { DashboardPage } from "./dashboard-page";
import { type DashboardParams, paramsOf, queryOf, searchOf } from "./dashboard-period";
import { PeriodToolbar } from "./period-toolbar";
import { ShopAnalytics } from "./shop-analytics";

/**
 * `/dashboard`, `?period=last_month|last_30_days|this_year|custom&from=…&to=…&branch_id=…`: every
 * signed-in user lands here; the figures are for those whose role holds dashboard.view.
 */
export function Component() {
  const { shop } = useSession();
  // The set-up checklist is for those who set the store up; a member's role may not read branches.
  const canSeeStore = useCan("store_settings.view");
  const canSeeBranches = useCan("branches.view");
  const canSetUp = canSeeStore && canSeeBranches;
  // One page of one branch is enough to learn how many there are.
  const branches = useBranchList({ page: 1, limit: 1 }, { enabled: canSetUp });
  const store = useStoreSettings({ enabled: canSetUp });
  const canAddBranch = useCan("branches.add");
  const canSeeStock = useCan("stock.view");
  const canSeeFigures = useCan("dashboard.view");

  const [search, setSearch] = useSearchParams();
  const today = useTenantClock().today();
  const params = paramsOf(search, today);
  const analytics = useShopDashboard(queryOf(params), { enabled: canSeeFigures });

  function handleParams(next: DashboardParams) {
    setSearch(searchOf(next), { replace: true });
  }

  return (
    <DashboardPage
      data={{
        shopName: shop.shop_name,
        branchCount: branches.data?.total ?? (branches.isError ? 0 : null),
        isBranchCountCapped: branches.data?.total_capped ?? false,
        hasStoreDetails: !!store.data?.address && !!store.data.country_id,
        canAddBranch,
        canSetUp,
        canSeeStock,
      }}
      toolbar={canSeeFigures && <PeriodToolbar params={params} onChange={handleParams} />}
      analytics={
        canSeeFigures && (
          <ShopAnalytics
            data={analytics.data}
            error={analytics.isError ? analytics.error : null}
            onRetry={() => void analytics.refetch()}
          />
        )
      }
    />
  );
}
