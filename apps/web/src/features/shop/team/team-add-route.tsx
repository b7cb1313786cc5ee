import { useNavigate } from "react-router";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { TeamFormPage } from "./team-form-page";
import { TEAM_PATH } from "./team-form-values";
import { useTeamCreate } from "./team-hooks";
import { useSaveToast } from "./use-save-toast";

/** `/team/team-members/add`: saving the profile creates the member, then the other tabs open on its edit page. */
export function Component() {
  return (
    <RequirePermission permission="team.add">
      <TeamAdd />
    </RequirePermission>
  );
}

function TeamAdd() {
  const navigate = useNavigate();
  const create = useTeamCreate();
  const toastSaved = useSaveToast();
  return (
    <TeamFormPage
      pending={create.isPending}
      errors={create.error}
      tab="profile"
      onTabChange={() => undefined}
      onCancel={() => void navigate(TEAM_PATH)}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (saved) => {
            toastSaved(null, saved);
            // Replace: going back should not land on an empty add form for a member that exists.
            void navigate(`${TEAM_PATH}/edit/${saved._id}?tab=work`, { replace: true });
          },
        })
      }
    />
  );
}
