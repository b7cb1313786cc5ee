import {
  Gender,
  JobTitle,
  defaultSchedule,
  type TeamMemberBody,
  type TeamMemberChoiceDto,
  type TeamMemberDto,
} from "@pitlane/domain";
import type { shopUsers } from "../../../db/schema/index.js";
import { commissionAfter, commissionColumns, commissionFieldsOf } from "../../../platform/money-columns.js";
import { presentPhone } from "../../../platform/phones.js";
import type { MemberColumns, MemberWithRole } from "./repo.js";

type UserRow = typeof shopUsers.$inferSelect;

export interface MemberLinks {
  branchIds: string[];
  serviceIds: string[];
}

// Users made before the team form existed (or by other paths) may lack these: they show a neutral value.
// Built once, not per row: a schema is not free to make.
const genderOrOther = Gender.catch("Other");
const jobTitleOrTechnician = JobTitle.catch("technician");
const genderOf = (user: UserRow) => genderOrOther.parse(user.gender);
const jobTitleOf = (user: UserRow) => jobTitleOrTechnician.parse(user.jobTitle);

/** Never returns the password hash, only whether there is one: rows stop here. */
export function toTeamMemberDto({ user, roleName }: MemberWithRole, links: MemberLinks): TeamMemberDto {
  return {
    _id: user.id,
    image_id: user.imageUploadId,
    name_eng: user.name,
    name_arabic: user.nameArabic,
    gender: genderOf(user),
    date_of_birth: user.dateOfBirth,
    job_title: jobTitleOf(user),
    weekly_schedule: user.weeklySchedule ?? defaultSchedule(),
    branch_ids: links.branchIds,
    addresses: user.addresses,
    email: user.email,
    phone: presentPhone(user.phone),
    service_ids: links.serviceIds,
    active: user.active,
    can_sign_in: user.canSignIn,
    role_id: user.roleId,
    role_name: roleName,
    has_password: user.passwordHash !== null,
    ...commissionFieldsOf(user),
    created_at: user.createdAt.toISOString(),
  };
}

export function toTeamMemberChoiceDto({ user }: { user: UserRow }): TeamMemberChoiceDto {
  return {
    _id: user.id,
    name_eng: user.name,
    name_arabic: user.nameArabic,
    image_id: user.imageUploadId,
    job_title: jobTitleOf(user),
  };
}

/** API field names to columns; the links (branches, services) are written by the service. */
export function toMemberColumns(body: TeamMemberBody): MemberColumns {
  return {
    imageUploadId: body.image_id,
    name: body.name_eng,
    nameArabic: body.name_arabic,
    gender: body.gender,
    dateOfBirth: body.date_of_birth,
    jobTitle: body.job_title,
    weeklySchedule: body.weekly_schedule,
    addresses: body.addresses,
    email: body.email,
    phone: body.phone,
    active: body.active,
    canSignIn: body.can_sign_in,
    roleId: body.role_id,
    // The form always sends the whole pair (the schema checked it), so it is never left out here.
    ...commissionColumns(commissionAfter(body)),
  };
}
