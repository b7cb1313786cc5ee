import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, Nothing, listResultSchema } from "../platform/list.js";
import {
  FuelRuleChoiceDto,
  FuelRuleChoicesQuery,
  FuelRuleCreateBody,
  FuelRuleDto,
  FuelRuleExportQuery,
  FuelRuleListQuery,
  FuelRuleUpdateBody,
} from "./fuel-rule.js";

const rule = "/fueling/api/rule";
const tag = "Fuel rules";

export const fuelRuleEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${rule}/list`,
    summary: "Fuel rules of the company, paginated, with search by name and status and fuel type filters",
    tag,
    auth: "fleet",
    permission: "rules.view",
    query: FuelRuleListQuery,
    result: listResultSchema(FuelRuleDto),
  }),
  choices: defineEndpoint({
    method: "GET",
    path: `${rule}/choices`,
    summary: "The rules in force, by name, for the employee and vehicle forms' selects",
    tag,
    auth: "fleet",
    // The forms that pick a rule need it, not only the rules screen.
    permission: ["rules.view", "employees.add", "employees.edit", "vehicles.add", "vehicles.edit"],
    query: FuelRuleChoicesQuery,
    result: z.array(FuelRuleChoiceDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${rule}/get/:id`,
    summary: "One fuel rule with how many employees and vehicles hold it",
    tag,
    auth: "fleet",
    permission: "rules.view",
    params: IdParams,
    result: FuelRuleDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${rule}/add`,
    summary: "Add a fuel rule",
    tag,
    auth: "fleet",
    permission: "rules.add",
    body: FuelRuleCreateBody,
    result: FuelRuleDto,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: `${rule}/update/:id`,
    summary: "Replace a fuel rule; `change_effect` says when a new limit applies",
    tag,
    auth: "fleet",
    permission: "rules.edit",
    params: IdParams,
    body: FuelRuleUpdateBody,
    result: FuelRuleDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${rule}/delete/:id`,
    summary: "Delete a fuel rule; 409 while an employee or a vehicle holds it",
    tag,
    auth: "fleet",
    permission: "rules.delete",
    params: IdParams,
    result: Nothing,
  }),
  export: defineEndpoint({
    method: "GET",
    path: `${rule}/export`,
    summary: "The fuel rules the list's filters select, as a CSV file",
    tag,
    auth: "fleet",
    permission: "rules.export",
    query: FuelRuleExportQuery,
    binary: true,
    bulk: true,
    result: z.unknown(),
  }),
};
