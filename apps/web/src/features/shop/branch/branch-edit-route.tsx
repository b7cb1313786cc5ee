import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { notify } from "../../../shared/ui/notify";
import { BRANCH_LIST_PATH } from "./branch-add-route";
import { useBranch, useBranchUpdate } from "./branch-hooks";
import { BranchFormPage } from "./branch-form-page";

/** `/settings/store/branches/edit/:id` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const branch = useBranch(id);
  const update = useBranchUpdate();
  const errors = update.error;

  if (!branch.isSuccess) {
    return (
      <RecordLoadState
        record={branch}
        notFoundText={t("refusals.branch_not_found")}
        backTo={BRANCH_LIST_PATH}
        backLabel={t("shop.branch.back_to_list")}
      />
    );
  }

  return (
    <RequirePermission permission="branches.edit">
      <BranchFormPage
        key={branch.data._id}
        data={branch.data}
        pending={update.isPending}
        errors={errors}
        onCancel={() => void navigate(BRANCH_LIST_PATH)}
        onSubmit={(body) =>
          update.mutate(
            { id, body },
            {
              onSuccess: () => {
                notify.success(t("shop.branch.toast.updated"));
                void navigate(BRANCH_LIST_PATH);
              },
            },
          )
        }
      />
    </RequirePermission>
  );
}
