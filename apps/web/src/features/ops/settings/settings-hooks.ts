import {
  type HoldExpiryBody,
  type ReceivingAccountBody,
  type ReceivingAccountUpdateBody,
  type TaxRateBody,
  opsEndpoints as e,
} from "@pitlane/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

const settingsKeys = keys("ops-settings");

export function usePlatformSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => request(e.settings) });
}

export function useSetHoldExpiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldExpiryBody) => request(e.setHoldExpiry, { body }),
    onSuccess: (settings) => client.setQueryData(settingsKeys.all, settings),
  });
}

export function useAddTaxRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxRateBody) => request(e.addTaxRate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

export function useAddReceivingAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceivingAccountBody) => request(e.addReceivingAccount, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

/** Title and IBAN changed, or the account switched off or on. */
export function useUpdateReceivingAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReceivingAccountUpdateBody }) =>
      request(e.updateReceivingAccount, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
