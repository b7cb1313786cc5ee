import { escapeHtml, type Mail } from "../../platform/mail.js";

export function resetPasswordMail(user: { name: string; email: string }, link: string, minutes: number): Mail {
  return {
    to: user.email,
    subject: "Reset your Pitlane password",
    text: [
      `Hello ${user.name},`,
      "",
      "Someone asked to reset the password of your Pitlane account. To choose a new password, open this link:",
      link,
      "",
      `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this mail.`,
    ].join("\n"),
    html:
      `<p>Hello ${escapeHtml(user.name)},</p>` +
      "<p>Someone asked to reset the password of your Pitlane account.</p>" +
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
      `<p>The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this mail.</p>`,
  };
}
