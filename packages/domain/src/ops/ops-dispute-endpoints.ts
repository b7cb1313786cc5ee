import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import { DecideDisputeBody, DisputeDto, DisputeListQuery, DisputeParams } from "./ops-dispute.js";

const tag = "Operations console: disputes";

/** The purchases companies disputed (decision 0044), and the platform's decision on each (decision 0049). */
export const opsDisputeEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/ops/api/disputes",
    summary: "Every company's disputed purchases, latest dispute first: open (no decision yet) or decided",
    tag,
    auth: "ops",
    permission: "disputes.view",
    query: DisputeListQuery,
    result: listResultSchema(DisputeDto),
  }),
  decide: defineEndpoint({
    method: "POST",
    path: "/ops/api/disputes/:companyId/:purchaseId/decide",
    summary:
      "Decide a disputed purchase once, with a note: refunded reverses its fuel, commission and tax to the wallet; upheld only records the decision",
    tag,
    auth: "ops",
    permission: "disputes.decide",
    params: DisputeParams,
    body: DecideDisputeBody,
    idempotent: true,
    result: DisputeDto,
  }),
};
