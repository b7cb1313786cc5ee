import type { BranchCreateBody, BranchDto, BranchUpdateBody } from "@pitlane/domain";
import { presentPhone } from "../../../platform/phones.js";
import { toPlaceNames } from "../../reference/location/place-names.js";
import type { BranchInsert, BranchWithNames } from "./repo.js";

export function toBranchDto(row: BranchWithNames): BranchDto {
  const { branch } = row;
  return {
    _id: branch.id,
    branch_name_english: branch.branchNameEnglish,
    branch_name_arabic: branch.branchNameArabic,
    address: branch.address,
    country_id: branch.countryId,
    state_id: branch.stateId,
    city_id: branch.cityId,
    ...toPlaceNames(row),
    phone: presentPhone(branch.phone),
    active: branch.active,
    created_at: branch.createdAt.toISOString(),
  };
}

/** API field names to columns; absent fields stay absent so a PATCH changes only what it names. */
export function toBranchColumns(body: BranchCreateBody): BranchInsert;
export function toBranchColumns(body: BranchUpdateBody): Partial<BranchInsert>;
export function toBranchColumns(body: BranchUpdateBody): Partial<BranchInsert> {
  const columns: Partial<BranchInsert> = {
    branchNameEnglish: body.branch_name_english,
    branchNameArabic: body.branch_name_arabic,
    address: body.address,
    countryId: body.country_id,
    stateId: body.state_id,
    cityId: body.city_id,
    phone: body.phone,
    active: body.active,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
