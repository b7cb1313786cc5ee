import { fleetAlertEndpoints, type FleetAlertSettingsBody } from "@pitlane/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

const feedKeys = keys("fleet-alerts");
const settingsKeys = keys("fleet-alert-settings");

/** The latest alerts, read afresh each time a screen shows them: the pump and the console make them. */
export function useAlertFeed(limit: number) {
  return useQuery({
    queryKey: feedKeys.list({ limit }),
    queryFn: () => request(fleetAlertEndpoints.feed, { query: { limit } }),
    refetchOnMount: "always",
  });
}

export function useAlertSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => request(fleetAlertEndpoints.settings) });
}

/** The switches saved: the answer is what is on now, and the feed leaves out what is not. */
export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetAlertSettingsBody) => request(fleetAlertEndpoints.saveSettings, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(settingsKeys.all, saved);
      await client.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
}
