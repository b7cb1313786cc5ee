import { AssignmentMessage, ValidationMessage } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { enFleetTexts } from "../../../locales/fleet-texts";
import { fleetServerMessages } from "../server-messages";

/** The English text of a key of the fleet texts, to check that a key asked for exists. */
function englishOf(key: string): unknown {
  let node: unknown = enFleetTexts;
  for (const part of key.split(".")) node = typeof node === "object" && node ? Reflect.get(node, part) : undefined;
  return node;
}

describe("the assignment refusals", () => {
  it.each(Object.values(AssignmentMessage))("reads %j in the user's language", (message) => {
    const key = fleetServerMessages[message];
    expect(key).toBeDefined();
    expect(typeof englishOf(String(key))).toBe("string");
  });

  it.each(["vehicle_busy", "employee_busy", "date_time", "date_range"] as const)(
    "has the text of validation.%s",
    (key) => {
      expect(englishOf(`validation.${key}`)).toBe(ValidationMessage[key]);
    },
  );
});
