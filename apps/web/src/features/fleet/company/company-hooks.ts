import { fleetCompanyEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

const companyKeys = keys("fleet-company");

/** The company's profile with its bank and tax details: only roles holding company_settings.view read it. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: companyKeys.all,
    queryFn: () => request(fleetCompanyEndpoints.get),
  });
}
