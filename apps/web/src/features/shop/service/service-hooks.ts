import { serviceEndpoints, serviceNameEndpoints, type ServiceSummaryDto } from "@pitlane/domain";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { createEntityHooks, keys } from "../../../shared/api/hooks";

export const serviceHooks = createEntityHooks("services", serviceEndpoints);

export const useServiceList = serviceHooks.useList;
export const useService = serviceHooks.useDetail;
export const useServiceCreate = serviceHooks.useCreate;
export const useServiceUpdate = serviceHooks.useUpdate;
export const useServiceRemove = serviceHooks.useRemove;

const serviceNameKeys = keys("service-names");

/** The shop's service names matching what is typed, offered while naming a service. */
export function useServiceNames(search: string) {
  return useQuery({
    queryKey: serviceNameKeys.list(search),
    queryFn: () => request(serviceNameEndpoints.list, { query: { search } }),
    placeholderData: keepPreviousData,
  });
}

/** A saved service may have added its name to the shop's list: offer it next time. */
export function useForgetServiceNames() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: serviceNameKeys.all });
}

/** The service's category in the current language. */
export const categoryNameOf = (service: ServiceSummaryDto, language: string) =>
  language === "ar" ? service.category_name_arabic : service.category_name_english;
