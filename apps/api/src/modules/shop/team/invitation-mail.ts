import { escapeHtml, type Mail } from "../../../platform/mail.js";

/** The mail a team member allowed to sign in receives: a link to set their password, then sign in. */
export function invitationMail(
  member: { name: string; email: string },
  shopName: string,
  link: string,
  days: number,
): Mail {
  const subject = `You are invited to ${shopName} on Pitlane`;
  return {
    to: member.email,
    subject,
    text: [
      `Hello ${member.name},`,
      "",
      `${shopName} has added you to its team on Pitlane. To choose your password, open this link:`,
      link,
      "",
      "Then sign in with this e-mail address and your new password.",
      `The link works once and expires in ${days} days. If you did not expect this, ignore this mail.`,
    ].join("\n"),
    html:
      `<p>Hello ${escapeHtml(member.name)},</p>` +
      `<p>${escapeHtml(shopName)} has added you to its team on Pitlane.</p>` +
      `<p><a href="${escapeHtml(link)}">Choose your password</a></p>` +
      "<p>Then sign in with this e-mail address and your new password.</p>" +
      `<p>The link works once and expires in ${days} days. If you did not expect this, ignore this mail.</p>`,
  };
}
