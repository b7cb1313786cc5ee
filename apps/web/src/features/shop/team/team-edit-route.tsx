import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { TeamFormPage } from "./team-form-page";
import { TEAM_PATH } from "./team-form-values";
import { useTeam, useTeamUpdate } from "./team-hooks";
import { useSaveToast } from "./use-save-toast";
import { useTeamTab } from "./use-team-tab";

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
  const [tab, setTab] = useTeamTab();
  const member = useTeam(id);
  const update = useTeamUpdate();
  const toastSaved = useSaveToast();

  if (member.isPending) return <PageLoader />;
  if (member.isError) {
    const failure = toFailure(member.error);
    return (
      <Stack align="flex-start" maw={600}>
        <Alert role="alert" color="red" variant="light" w="100%">
          {failure.code === 404 || failure.code === 400 ? t("shop.team.not_found") : failureText(t, failure)}
        </Alert>
        <Button component={Link} to={TEAM_PATH} variant="default">
          {t("shop.team.back_to_list")}
        </Button>
      </Stack>
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
