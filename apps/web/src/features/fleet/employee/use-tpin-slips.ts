import { employeeEndpoints, type TpinGenerateBody, type TpinGenerateResult } from "@pitlane/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFailure } from "../../../shared/api/api-error";
import { request } from "../../../shared/api/client";
import { invalidateEntity } from "../../../shared/api/hooks";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { employeeKeys } from "./employee-hooks";

/**
 * New T-PINs for many drivers, and their slips. The answer is the only time the T-PINs exist
 * outside the server, so it lives in this component's state alone (not in the query or mutation
 * cache, nor any storage) and is gone when the slips are closed.
 */
export function useTpinSlips() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [slips, setSlips] = useState<TpinGenerateResult | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function generate(body: TpinGenerateBody, onDone?: () => void) {
    setIsPending(true);
    try {
      setSlips(await request(employeeEndpoints.generateTpins, { body }));
      onDone?.();
      // The list shows who has a T-PIN now.
      await invalidateEntity(client, employeeKeys);
    } catch (error) {
      notify.error(failureText(t, toFailure(error)));
    } finally {
      setIsPending(false);
    }
  }

  return { slips, isPending, generate, close: () => setSlips(null) };
}
