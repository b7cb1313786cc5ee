import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { RuleFormPage } from "./rule-form-page";
import { useRuleCreate } from "./rule-hooks";
import { RULE_LIST_PATH } from "./rule-paths";

/** `/fleet/rules/add` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useRuleCreate();

  return (
    <RequirePermission permission="rules.add">
      <RuleFormPage
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(RULE_LIST_PATH)}
        onSubmit={({ change_effect: _unused, ...body }) =>
          create.mutate(body, {
            onSuccess: () => {
              notify.success(t("fleet.rule.toast.created"));
              void navigate(RULE_LIST_PATH);
            },
          })
        }
      />
    </RequirePermission>
  );
}
