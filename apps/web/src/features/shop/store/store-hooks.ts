import { shopEndpoints, type ShopDto } from "@pitlane/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

const storeKeys = keys("store-settings");

/** The store settings (contacts, address, VAT number): only roles holding store_settings.view read them. */
export function useStoreSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storeKeys.all,
    queryFn: () => request(shopEndpoints.get),
    enabled: options.enabled ?? true,
  });
}

/** After a save: the screens reading the settings show what the server answered. */
export function useStoreSettingsSaved() {
  const client = useQueryClient();
  return (saved: ShopDto) => client.setQueryData(storeKeys.all, saved);
}
