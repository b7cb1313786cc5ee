import type { TeamMemberBody, TeamMemberDto } from "@pitlane/domain";
import type { useSchemaForm } from "../../../shared/forms/use-schema-form";
import type { TeamFormValues } from "./team-form-values";

/** The team member form's state as every tab receives it. */
export type TeamForm = ReturnType<typeof useSchemaForm<TeamFormValues, typeof TeamMemberBody>>;

export interface TabProps {
  form: TeamForm;
  /** The saved member; absent while adding. */
  member?: TeamMemberDto;
}
