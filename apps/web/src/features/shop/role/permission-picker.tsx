import {
  allShopPermissions,
  permissionsOfGroup,
  shopPermissionGroupNames,
  shopPermissionGroups,
  type ShopPermission,
} from "@pitlane/domain/permissions";
import { useTranslation } from "react-i18next";
import { PermissionPicker as CataloguePicker } from "../../../shared/ui/permission-picker";

const shopCatalogue = {
  names: shopPermissionGroupNames,
  groups: shopPermissionGroups,
  ofGroup: permissionsOfGroup,
  all: allShopPermissions,
};

interface Props {
  value: readonly string[];
  onChange: (permissions: ShopPermission[]) => void;
  /** Already translated ("Please select some actions"). */
  error?: string;
}

/** The shop's permission actions grouped by area, in the shop's words. */
export function PermissionPicker(props: Props) {
  const { t } = useTranslation();
  return (
    <CataloguePicker
      {...props}
      catalogue={shopCatalogue}
      texts={{
        heading: t("shop.role.fields.permissions"),
        hint: t("shop.role.form.permissions_hint"),
        selected: (selected, total) => t("shop.role.form.selected", { selected, total }),
        selectAll: t("shop.role.form.select_all"),
        selectAllArea: (area) => t("shop.role.form.select_all_area", { area }),
        area: (group) => t(`shop.role.areas.${group}`),
        action: (action) => t(`shop.role.permissions.${action}`),
      }}
    />
  );
}
