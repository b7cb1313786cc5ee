import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, listResultSchema } from "../platform/list.js";
import { TimeSlotsBody, TimeSlotsDto } from "./appointment.js";
import {
  InspectionBody,
  InspectionDto,
  JobCardCreateBody,
  JobCardDto,
  JobCardListQuery,
  JobCardStatusBody,
  JobCardSummaryDto,
  JobCardUpdateBody,
} from "./job-card.js";

const tag = "Job cards";

/** Spec 000 section 7, Job cards: time slots, the job card post and the list, completed under /customer/api/job-card. */
export const jobCardEndpoints = {
  timeSlots: defineEndpoint({
    method: "POST",
    path: "/customer/api/job-card/time-slots",
    summary: "Free start times on a date for each service and technician at a branch",
    tag,
    auth: "shop",
    permission: ["job_cards.add", "job_cards.edit"],
    body: TimeSlotsBody,
    result: TimeSlotsDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/customer/api/job-card/post",
    summary: "Create a job card and book its slots; 409 when a slot was just taken (the result holds fresh slots)",
    tag,
    auth: "shop",
    permission: "job_cards.add",
    body: JobCardCreateBody,
    result: JobCardDto,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/customer/api/job-card/update/:id",
    summary:
      "Change an open job card's lines, slots, odometer, inspection and notes; 409 when it is completed or cancelled, or a slot was just taken",
    tag,
    auth: "shop",
    permission: "job_cards.edit",
    params: IdParams,
    body: JobCardUpdateBody,
    result: JobCardDto,
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/customer/api/job-card/get-all-by-shop-id",
    summary: "The shop's job cards by scheduled date, newest first, with search, status, branch and date filters",
    tag,
    auth: "shop",
    permission: "job_cards.view",
    query: JobCardListQuery,
    result: listResultSchema(JobCardSummaryDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/customer/api/job-card/get/:id",
    summary: "One job card with its services, slots, products, totals and inspection",
    tag,
    auth: "shop",
    permission: "job_cards.view",
    params: IdParams,
    result: JobCardDto,
  }),
  changeStatus: defineEndpoint({
    method: "PATCH",
    path: "/customer/api/job-card/change-status/:id",
    summary: "Start, complete (issuing the invoice) or cancel (freeing the slots) a job card",
    tag,
    auth: "shop",
    permission: "job_cards.change_status",
    params: IdParams,
    body: JobCardStatusBody,
    result: JobCardDto,
  }),
  inspection: defineEndpoint({
    method: "PUT",
    path: "/customer/api/job-card/inspection/:id",
    summary: "Fill in the inspection of a job card that shows one: checklist, notes and photos",
    tag,
    auth: "shop",
    permission: "job_cards.edit",
    params: IdParams,
    body: InspectionBody,
    result: InspectionDto,
  }),
};
