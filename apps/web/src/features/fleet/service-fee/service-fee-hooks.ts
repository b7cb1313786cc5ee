import { serviceFeeEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

export function useServiceFee() {
  return useQuery({
    queryKey: keys("service-fee").detail("company"),
    queryFn: () => request(serviceFeeEndpoints.get),
  });
}
