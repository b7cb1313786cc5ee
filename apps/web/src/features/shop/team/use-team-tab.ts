import { useSearchParams } from "react-router";
import { type TeamTab, asTeamTab } from "./team-form-values";

/** The open tab of the member form, kept in the URL (`?tab=work`) so reload and back keep it. */
export function useTeamTab(): [TeamTab, (tab: TeamTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = asTeamTab(params.get("tab"));
  const setTab = (next: TeamTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "profile") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}
