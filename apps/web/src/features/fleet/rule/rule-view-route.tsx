import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useRule } from "./rule-hooks";
import { RULE_LIST_PATH } from "./rule-paths";
import { RuleViewPage } from "./rule-view-page";

/** `/fleet/rules/view/:id` */
export function Component() {
  return (
    <RequirePermission permission="rules.view">
      <RuleView />
    </RequirePermission>
  );
}

function RuleView() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const rule = useRule(id);
  const canEdit = useCan("rules.edit");

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
  return <RuleViewPage data={rule.data} canEdit={canEdit} />;
}
