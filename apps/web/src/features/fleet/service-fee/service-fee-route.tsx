import { ListError } from "../../../shared/ui/list-error";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useServiceFee } from "./service-fee-hooks";
import { ServiceFeePage } from "./service-fee-page";

/** `/fleet/settings/service-fee` */
export function Component() {
  return (
    <RequirePermission permission="service_fee.view">
      <ServiceFee />
    </RequirePermission>
  );
}

function ServiceFee() {
  const fee = useServiceFee();
  if (fee.isPending) return <PageLoader />;
  if (fee.isError) return <ListError error={fee.error} onRetry={() => void fee.refetch()} />;
  return <ServiceFeePage data={fee.data} />;
}
