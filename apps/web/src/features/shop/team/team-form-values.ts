import {
  type Gender,
  type JobTitle,
  type TeamAddress,
  type TeamMemberDto,
  type WeeklySchedule,
  defaultSchedule,
} from "@pitlane/domain";
import { fieldTabs } from "../../../shared/forms/field-tabs";

export const TEAM_PATH = "/team/team-members";

/** What the inputs hold: choices may be unset while the form is filled in, a number may be "" while typed. */
export type TeamFormValues = {
  image_id: string | null;
  name_eng: string;
  name_arabic: string;
  gender: Gender | null;
  date_of_birth: string | null;
  job_title: JobTitle | null;
  weekly_schedule: WeeklySchedule;
  branch_ids: string[];
  addresses: TeamAddress[];
  email: string | null;
  phone: string | null;
  service_ids: string[];
  active: boolean;
  can_sign_in: boolean;
  role_id: string | null;
  commission_type: 1 | 2 | null;
  commission_value: number | string;
};

export function valuesOf(member?: TeamMemberDto): TeamFormValues {
  return {
    image_id: member?.image_id ?? null,
    name_eng: member?.name_eng ?? "",
    name_arabic: member?.name_arabic ?? "",
    gender: member?.gender ?? null,
    date_of_birth: member?.date_of_birth ?? null,
    job_title: member?.job_title ?? null,
    weekly_schedule: member?.weekly_schedule ?? defaultSchedule(),
    branch_ids: member?.branch_ids ?? [],
    addresses: member?.addresses ?? [],
    email: member?.email ?? null,
    phone: member?.phone ?? null,
    service_ids: member?.service_ids ?? [],
    active: member?.active ?? true,
    can_sign_in: member?.can_sign_in ?? false,
    role_id: member?.role_id ?? null,
    commission_type: member?.commission_type ?? null,
    commission_value: member?.commission_value ?? 0,
  };
}

/** The tabs of spec 000's team member form, in its order. */
export const TEAM_TABS = [
  "profile",
  "work",
  "locations",
  "addresses",
  "contact",
  "services",
  "settings",
  "commission",
] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

const tabOfField: Record<keyof TeamFormValues, TeamTab> = {
  image_id: "profile",
  name_eng: "profile",
  name_arabic: "profile",
  gender: "profile",
  date_of_birth: "profile",
  job_title: "profile",
  weekly_schedule: "work",
  branch_ids: "locations",
  addresses: "addresses",
  email: "contact",
  phone: "contact",
  service_ids: "services",
  active: "settings",
  can_sign_in: "settings",
  role_id: "settings",
  commission_type: "commission",
  commission_value: "commission",
};

export const { tabOfError, errorCountsByTab } = fieldTabs(tabOfField, "profile");

/** An empty text input means "none" for the optional fields the API takes as null. */
export const emptyToNull = (value: string) => (value.trim() === "" ? null : value);
