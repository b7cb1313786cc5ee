import "@mantine/core/styles/Skeleton.css";
import { useCan } from "../../../shared/session/permissions";
import { useSession } from "../../../shared/session/session-store";
import { useBranchList } from "../branch/branch-hooks";
import { useStoreSettings } from "../store/store-hooks";
import { DashboardPage } from "./dashboard-page";

/** `/dashboard`: one page of one branch is enough to learn how many there are. */
export function Component() {
  const { shop } = useSession();
  // The set-up checklist is for those who set the store up; a member's role may not read branches.
  const canSeeStore = useCan("store_settings.view");
  const canSeeBranches = useCan("branches.view");
  const canSetUp = canSeeStore && canSeeBranches;
  const branches = useBranchList({ page: 1, limit: 1 }, { enabled: canSetUp });
  const store = useStoreSettings({ enabled: canSetUp });
  const canAddBranch = useCan("branches.add");
  const canSeeStock = useCan("stock.view");

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
    />
  );
}
