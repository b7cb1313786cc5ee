import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useTabParam } from "../../../shared/forms/use-tab-param";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { TeamFormPage } from "./team-form-page";
import { TEAM_PATH, TEAM_TABS } from "./team-form-values";
import { useTeam, useTeamUpdate } from "./team-hooks";
import { useSaveToast } from "./use-save-toast";

/** `/team/team-members/edit/:id`: every tab, saved together (update-shop-user replaces the member). */
export function Component() {
  return (
    <RequirePermission permission="team.edit">
      <TeamEdit />
    </RequirePermission>
  );
}

function TeamEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [tab, setTab] = useTabParam(TEAM_TABS);
  const member = useTeam(id);
  const update = useTeamUpdate();
  const toastSaved = useSaveToast();

  if (!member.isSuccess) {
    return (
      <RecordLoadState
        record={member}
        notFoundText={t("refusals.team_member_not_found")}
        backTo={TEAM_PATH}
        backLabel={t("shop.team.back_to_list")}
      />
    );
  }

  const saved = member.data;
  return (
    <TeamFormPage
      key={saved._id}
      data={saved}
      pending={update.isPending}
      errors={update.error}
      tab={tab}
      onTabChange={setTab}
      onCancel={() => void navigate(TEAM_PATH)}
      // The user stays on the tab they were filling in; the next tab may follow.
      onSubmit={(body) => update.mutate({ id, body }, { onSuccess: (result) => toastSaved(saved, result) })}
    />
  );
}
