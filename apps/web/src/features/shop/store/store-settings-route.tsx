import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Avatar.css";
import { Stack } from "@mantine/core";
import { shopEndpoints } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useAction } from "../../../shared/api/use-action";
import { useCan } from "../../../shared/session/permissions";
import { sessionStore, useSession } from "../../../shared/session/session-store";
import { notify } from "../../../shared/ui/notify";
import { PageHeader } from "../../../shared/ui/page-header";
import { BranchList } from "../branch/branch-list";
import { ShopForm } from "./shop-form";

/** `/settings/store`: the shop's own details, then its branches. */
export function Component() {
  const { t } = useTranslation();
  const { shop } = useSession();
  const canEdit = useCan("store_settings.edit");
  const edit = useAction(shopEndpoints.edit);
  const errors = edit.error;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t("shop.store.title")} description={t("shop.store.subtitle")} />
      <ShopForm
        data={shop}
        pending={edit.isPending}
        errors={errors}
        canEdit={canEdit}
        onSubmit={(body) =>
          void edit.run(body, (saved) => {
            sessionStore.update({ shop: saved });
            notify.success(t("shop.store.toast.saved"));
          })
        }
      />
      <BranchList />
    </Stack>
  );
}
