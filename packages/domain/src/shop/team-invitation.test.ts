import { describeIssue } from "../platform/validation.js";
import { describe, expect, it } from "vitest";
import { TeamMemberBody, isInvitationDue } from "./team-member.js";

const allowed = { can_sign_in: true, email: "zain@garage.test" };

describe("isInvitationDue: when saving a member mails an invitation", () => {
  it("mails a new member who may sign in, and one just allowed to", () => {
    expect(isInvitationDue(null, allowed, false)).toBe(true);
    expect(isInvitationDue({ can_sign_in: false, email: allowed.email }, allowed, false)).toBe(true);
  });

  it("mails again when the e-mail changes while the invitation waits", () => {
    expect(isInvitationDue({ ...allowed, email: "old@garage.test" }, allowed, false)).toBe(true);
  });

  it("does not mail a member saved unchanged, one with a password, or one who may not sign in", () => {
    expect(isInvitationDue(allowed, allowed, false)).toBe(false);
    expect(isInvitationDue(null, allowed, true)).toBe(false);
    expect(isInvitationDue(null, { can_sign_in: false, email: allowed.email }, false)).toBe(false);
    expect(isInvitationDue(null, { can_sign_in: true, email: null }, false)).toBe(false);
  });
});

describe("TeamMemberBody's choices", () => {
  const messages = (body: object) =>
    TeamMemberBody.safeParse({ name_eng: "Zain", ...body }).error?.issues.map(describeIssue);

  it("says a missing gender or job title is required, and a wrong one is not a choice", () => {
    expect(messages({ gender: null })).toEqual(["gender: is required", "job_title: is required"]);
    expect(messages({ gender: "X", job_title: "astronaut" })).toEqual([
      "gender: is not one of the choices",
      "job_title: is not one of the choices",
    ]);
  });
});
