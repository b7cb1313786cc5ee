import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { Nothing } from "../platform/list.js";
import {
  AuthoriseBody,
  CompleteBody,
  PhotoParams,
  ReferenceParams,
  StationAuthResult,
  StationLoginBody,
  StationPurchaseDto,
  StationTerminalDto,
  StationVehicleDto,
  VehicleSearchQuery,
} from "./station.js";
import { StationReviewBody, StationReviewDto } from "./station-review.js";

const tag = "Station terminal";

/**
 * The API a partner station's terminal calls, with its terminal key (a station's own point of sale)
 * or an attendant's session. Authorise, complete and void move money: each takes its own
 * Idempotency-Key, derived from the purchase's reference (`<reference>:authorise`).
 */
export const stationEndpoints = {
  login: defineEndpoint({
    method: "POST",
    path: "/station/api/auth/login",
    summary: "An attendant signs in on the terminal page",
    tag,
    auth: "public",
    permission: null,
    body: StationLoginBody,
    result: StationAuthResult,
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/station/api/auth/logout",
    summary: "End the attendant's session (a terminal key has none to end)",
    tag,
    auth: "station",
    permission: null,
    result: Nothing,
  }),
  terminal: defineEndpoint({
    method: "GET",
    path: "/station/api/terminal",
    summary: "The station and the terminal or attendant calling, and its prices in force now",
    tag,
    auth: "station",
    permission: null,
    result: StationTerminalDto,
  }),
  vehicles: defineEndpoint({
    method: "GET",
    path: "/station/api/vehicles",
    summary: "Find a vehicle by its QR token, NFC tag, car id or plate, in every company (the attendant picks one)",
    tag,
    auth: "station",
    permission: null,
    query: VehicleSearchQuery,
    result: z.array(StationVehicleDto),
  }),
  authorise: defineEndpoint({
    method: "POST",
    path: "/station/api/purchases/authorise",
    summary:
      "Authorise a purchase: every check of the company's rules and balance; approved with a hold and the litres it allows, or declined (200, approved false)",
    tag,
    auth: "station",
    permission: null,
    body: AuthoriseBody,
    idempotent: true,
    result: StationPurchaseDto,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/station/api/purchases/:reference",
    summary: "A purchase of this station by its reference, as it stands",
    tag,
    auth: "station",
    permission: null,
    params: ReferenceParams,
    result: StationPurchaseDto,
  }),
  complete: defineEndpoint({
    method: "POST",
    path: "/station/api/purchases/:reference/complete",
    summary:
      "Complete an approved purchase with the litres the pump gave (at most those authorised); the rest is released",
    tag,
    auth: "station",
    permission: null,
    params: ReferenceParams,
    body: CompleteBody,
    idempotent: true,
    result: StationPurchaseDto,
  }),
  photo: defineEndpoint({
    method: "POST",
    path: "/station/api/purchases/:reference/photos/:kind",
    summary:
      "Send the odometer's or the pump's photo of a held or completed purchase (multipart field `file`, an image of 5 MB at most; a second one replaces the first)",
    tag,
    auth: "station",
    permission: null,
    params: PhotoParams,
    multipart: true,
    result: StationPurchaseDto,
  }),
  void: defineEndpoint({
    method: "POST",
    path: "/station/api/purchases/:reference/void",
    summary: "Void an approved purchase before fuel is given: the hold is released",
    tag,
    auth: "station",
    permission: null,
    params: ReferenceParams,
    idempotent: true,
    result: StationPurchaseDto,
  }),
  review: defineEndpoint({
    method: "POST",
    path: "/station/api/purchases/:reference/review",
    summary:
      "The driver rates the station (1 to 5, a comment if they like) after a completed purchase, once; another station's or an unfinished purchase is not found",
    tag,
    auth: "station",
    permission: null,
    params: ReferenceParams,
    body: StationReviewBody,
    result: StationReviewDto,
  }),
};
