import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { notify } from "../../../shared/ui/notify";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useSafetyFactors, useSaveSafetyFactors } from "./safety-factor-hooks";
import { SafetyFactorPage } from "./safety-factor-page";

/** `/fleet/settings/safety-factors` */
export function Component() {
  return (
    <RequirePermission permission="safety_factors.view">
      <SafetyFactors />
    </RequirePermission>
  );
}

function SafetyFactors() {
  const { t } = useTranslation();
  const factors = useSafetyFactors();
  const save = useSaveSafetyFactors();
  const canEdit = useCan("safety_factors.edit");
  // A fresh form with the saved values after each save; a refetch in the background keeps the edits.
  const [saves, setSaves] = useState(0);

  if (factors.isPending) return <PageLoader />;
  if (factors.isError) return <ListError error={factors.error} onRetry={() => void factors.refetch()} />;

  return (
    <SafetyFactorPage
      key={saves}
      items={factors.data.items}
      pending={save.isPending}
      errors={save.error}
      canEdit={canEdit}
      onSubmit={(body) =>
        save.mutate(body, {
          onSuccess: () => {
            setSaves((n) => n + 1);
            notify.success(t("fleet.settings.safety_factors.saved"));
          },
        })
      }
    />
  );
}
