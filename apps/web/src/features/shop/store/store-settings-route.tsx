import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Avatar.css";
import { Stack } from "@mantine/core";
import { sessionShopOf, shopEndpoints } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useAction } from "../../../shared/api/use-action";
import { useCan } from "../../../shared/session/permissions";
import { sessionStore } from "../../../shared/session/session-store";
import { ListError } from "../../../shared/ui/list-error";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { BranchList } from "../branch/branch-list";
import { ShopForm } from "./shop-form";
import { useStoreSettings, useStoreSettingsSaved } from "./store-hooks";

/** `/settings/store`: the shop's own details, then its branches; "No access" without store_settings.view. */
export function Component() {
  return (
    <RequirePermission permission="store_settings.view">
      <StoreSettings />
    </RequirePermission>
  );
}

function StoreSettings() {
  const { t } = useTranslation();
  const canEdit = useCan("store_settings.edit");
  const canSeeBranches = useCan("branches.view");
  const settings = useStoreSettings();
  const saved = useStoreSettingsSaved();
  const edit = useAction(shopEndpoints.edit);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t("shop.store.title")} description={t("shop.store.subtitle")} />
      {settings.data ? (
        <ShopForm
          data={settings.data}
          pending={edit.isPending}
          errors={edit.error}
          canEdit={canEdit}
          onSubmit={(body) =>
            void edit.run(body, (result) => {
              saved(result);
              // Every screen reads the shop's name, currency and zone from the session: they follow at once.
              sessionStore.update({ shop: sessionShopOf(result) });
              notify.success(t("shop.store.toast.saved"));
            })
          }
        />
      ) : settings.isError ? (
        <ListError error={settings.error} text={t("shop.store.load_failed")} onRetry={() => void settings.refetch()} />
      ) : (
        <PageLoader />
      )}
      {canSeeBranches && <BranchList />}
    </Stack>
  );
}
