import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { PageLoader } from "../../../shared/ui/page-loader";
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

  if (branch.isPending) return <PageLoader />;
  if (branch.isError) {
    const failure = toFailure(branch.error);
    return (
      <Stack align="flex-start" maw={600}>
        <Alert role="alert" color="red" variant="light" w="100%">
          {failure.code === 404 || failure.code === 400 ? t("shop.branch.not_found") : failureText(t, failure)}
        </Alert>
        <Button component={Link} to={BRANCH_LIST_PATH} variant="default">
          {t("shop.branch.back_to_list")}
        </Button>
      </Stack>
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
