import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { RuleFormPage } from "./rule-form-page";
import { useRule, useRuleUpdate } from "./rule-hooks";
import { RULE_LIST_PATH } from "./rule-paths";

/** `/fleet/rules/edit/:id` */
export function Component() {
  return (
    <RequirePermission permission="rules.edit">
      <RuleEdit />
    </RequirePermission>
  );
}

function RuleEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const rule = useRule(id);
  const update = useRuleUpdate();

  if (!rule.isSuccess) {
    return (
      <RecordLoadState
        record={rule}
        notFoundText={t("refusals.rule_not_found")}
        backTo={RULE_LIST_PATH}
        backLabel={t("fleet.rule.back_to_list")}
      />
    );
  }

  return (
    <RuleFormPage
      key={rule.data._id}
      data={rule.data}
      pending={update.isPending}
      errors={update.error}
      onCancel={() => void navigate(RULE_LIST_PATH)}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: () => {
              notify.success(t("fleet.rule.toast.updated"));
              void navigate(RULE_LIST_PATH);
            },
          },
        )
      }
    />
  );
}
