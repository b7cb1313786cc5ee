import type { Config } from "../../../config.js";
import type { Db } from "../../../db/client.js";
import type { Mail, Mailer } from "../../../platform/mail.js";
import { newToken } from "../../../platform/tokens.js";
import { invitationMail } from "./invitation-mail.js";
import type { TeamRepo } from "./repo.js";

/** An invitation stays usable longer than a reset link (30 minutes): the member may read it days later. */
export const INVITATION_DAYS = 7;

/**
 * Invitations are password-reset tokens with a longer life: the reset page sets the password and the
 * member then signs in as anyone does. The token is written in the caller's transaction and the
 * mail sent after it commits, so a rolled-back save mails nothing.
 */
export function createInvitations(members: TeamRepo, mailer: Mailer, config: Pick<Config, "publicUrl">) {
  return {
    async issue(tenantId: string, member: { id: string; name: string; email: string }, tx: Db): Promise<Mail> {
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
      await members.insertInvitationToken({ tenantId, id: member.id }, hash, expiresAt, tx);
      const shopName = await members.shopName(tenantId, tx);
      return invitationMail(member, shopName, `${config.publicUrl}/reset-password/${token}`, INVITATION_DAYS);
    },
    send: (mail: Mail) => mailer.send(mail),
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
