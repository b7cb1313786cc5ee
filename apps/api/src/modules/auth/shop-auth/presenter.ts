import type { ShopUserDto } from "@pitlane/domain";
import type { shopUsers } from "../../../db/schema/index.js";
import { presentPhone } from "../../../platform/phones.js";

type UserRow = typeof shopUsers.$inferSelect;

/** Never returns the password hash: rows stop here. */
export function toShopUserDto(row: UserRow, permissions: readonly string[]): ShopUserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: presentPhone(row.phone),
    is_owner: row.isOwner,
    permissions: [...permissions],
  };
}
