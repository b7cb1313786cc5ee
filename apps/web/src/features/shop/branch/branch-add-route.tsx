import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { notify } from "../../../shared/ui/notify";
import { useBranchCreate } from "./branch-hooks";
import { BranchFormPage } from "./branch-form-page";

export const BRANCH_LIST_PATH = "/settings/store";

/** `/settings/store/branches/add` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useBranchCreate();
  const errors = create.error;

  return (
    <RequirePermission permission="branches.add">
      <BranchFormPage
        pending={create.isPending}
        errors={errors}
        onCancel={() => void navigate(BRANCH_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              notify.success(t("shop.branch.toast.created"));
              void navigate(BRANCH_LIST_PATH);
            },
          })
        }
      />
    </RequirePermission>
  );
}
