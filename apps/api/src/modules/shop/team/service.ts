import {
  conflict,
  invalid,
  isInvitationDue,
  notFound,
  type ListResult,
  type TeamMemberBody,
  type TeamMemberChoiceDto,
  type TeamMemberDto,
  type TeamMemberListQuery,
  type TeamServicesBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned, isOwned } from "../../../db/ownership.js";
import { isKeyTaken } from "../../../db/tenant-lookups.js";
import type { Mail } from "../../../platform/mail.js";
import type { RequestContext } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { TenantPhones } from "../../../platform/tenant-phones.js";
import { checkNoEscalation, grantsOf } from "../../../platform/grants.js";
import type { Invitations } from "./invitation.js";
import { toMemberColumns, toTeamMemberChoiceDto, toTeamMemberDto } from "./presenter.js";
import type { ReferenceChecks } from "./references.js";
import type { MemberWithRole, TeamRepo } from "./repo.js";

interface Deps {
  db: Db;
  members: TeamRepo;
  references: ReferenceChecks;
  invitations: Invitations;
  sessions: SessionStore;
  phones: TenantPhones;
}

/** Two saves with the same new e-mail at once: the unique index refuses the second, with the same words. */
const isEmailUniqueViolation = (error: unknown) => isKeyTaken(error, "shop_user_email");

export function createTeamService({ db, members, references, invitations, sessions, phones }: Deps) {
  /** Members with their branches and services: two queries for the whole page, not two per member. */
  async function presentAll(ctx: RequestContext, rows: MemberWithRole[]): Promise<TeamMemberDto[]> {
    const ids = rows.map((row) => row.user.id);
    const { branchIds, serviceIds } = await members.linksOf(ctx.tenantId, ids);
    return rows.map((row) =>
      toTeamMemberDto(row, {
        branchIds: branchIds.get(row.user.id) ?? [],
        serviceIds: serviceIds.get(row.user.id) ?? [],
      }),
    );
  }

  async function found(ctx: RequestContext, id: string): Promise<MemberWithRole> {
    const row = await members.get(ctx.tenantId, id);
    if (!row) throw notFound("team_member_not_found");
    return row;
  }

  async function get(ctx: RequestContext, id: string): Promise<TeamMemberDto> {
    const [dto] = await presentAll(ctx, [await found(ctx, id)]);
    if (!dto) throw notFound("team_member_not_found");
    return dto;
  }

  /**
   * Giving a member a role (or sign-in with it) grants its permissions: whoever does it must hold
   * them, as when editing the role itself. Saving a member whose role and sign-in stay as they were
   * grants nothing new.
   */
  async function checkGrant(ctx: RequestContext, body: TeamMemberBody, before: MemberWithRole["user"] | null) {
    if (before?.canSignIn && body.can_sign_in && before.roleId === body.role_id) return;
    const grantsBefore =
      before?.canSignIn && before.roleId ? grantsOf(await references.grantsOfRole(ctx.tenantId, before.roleId)) : [];
    const grantsAfter = body.can_sign_in ? grantsOf(await references.grantsOfRole(ctx.tenantId, body.role_id)) : [];
    checkNoEscalation(ctx, grantsBefore, grantsAfter);
  }

  /** The member's columns once the body passes every check, its phone as stored. */
  async function checkBody(ctx: RequestContext, body: TeamMemberBody, before: MemberWithRole["user"] | null) {
    const userId = before?.id ?? null;
    const stored = (await phones.ofShop(ctx.tenantId)).withStoredPhone(body);
    await references.checkMember(ctx.tenantId, body);
    await checkGrant(ctx, body, before);
    if (body.email && (await members.isEmailTaken(body.email, userId))) throw conflict("email_taken");
    return toMemberColumns(stored);
  }

  /** Runs a save; the invitation it prepared is mailed once the save has committed. */
  async function save(work: (tx: Db) => Promise<{ id: string; mail: Mail | null }>): Promise<string> {
    const { id, mail } = await db.transaction(work).catch((error: unknown) => {
      throw isEmailUniqueViolation(error) ? conflict("email_taken") : error;
    });
    if (mail) await invitations.send(mail);
    return id;
  }

  const invitationFor = (ctx: RequestContext, id: string, body: TeamMemberBody, tx: Db) =>
    body.email ? invitations.issue(ctx.tenantId, { id, name: body.name_eng, email: body.email }, tx) : null;

  return {
    get,

    async list(ctx: RequestContext, q: TeamMemberListQuery): Promise<ListResult<TeamMemberDto>> {
      const digits = (await phones.ofShop(ctx.tenantId)).searchDigits(q.search);
      const page = await members.list(ctx.tenantId, q, digits);
      return { ...page, items: await presentAll(ctx, page.items) };
    },

    async byBranch(ctx: RequestContext, branchId: string, serviceId?: string): Promise<TeamMemberChoiceDto[]> {
      if (!(await isOwned(db, "branches", ctx.tenantId, branchId))) throw notFound("branch_not_found");
      if (serviceId && !(await isOwned(db, "services", ctx.tenantId, serviceId))) throw notFound("service_not_found");
      const rows = serviceId
        ? await members.choicesByBranchService(ctx.tenantId, branchId, serviceId)
        : await members.choicesByBranch(ctx.tenantId, branchId);
      return rows.map(toTeamMemberChoiceDto);
    },

    async create(ctx: RequestContext, body: TeamMemberBody): Promise<TeamMemberDto> {
      const columns = await checkBody(ctx, body, null);
      const id = await save(async (tx) => {
        const id = await members.insert(ctx.tenantId, columns, tx);
        await members.replaceBranches(ctx.tenantId, id, body.branch_ids, tx);
        await members.replaceServices(ctx.tenantId, id, body.service_ids, tx);
        const mail = isInvitationDue(null, body, false) ? await invitationFor(ctx, id, body, tx) : null;
        return { id, mail };
      });
      return get(ctx, id);
    },

    /** A full replace of every tab, links included, in one transaction. */
    async update(ctx: RequestContext, id: string, body: TeamMemberBody): Promise<TeamMemberDto> {
      const { user: before } = await found(ctx, id);
      const columns = await checkBody(ctx, body, before);
      await save(async (tx) => {
        if (!(await members.update(ctx.tenantId, id, columns, tx))) throw notFound("team_member_not_found");
        await members.replaceBranches(ctx.tenantId, id, body.branch_ids, tx);
        await members.replaceServices(ctx.tenantId, id, body.service_ids, tx);
        // Access taken away ends the sessions at once, and so does a new e-mail (the sign-in is
        // another one now, as in the fleet portal); a link mailed to an old address stops working.
        const isEmailChanged = body.email !== before.email;
        if (!body.can_sign_in || !body.active || isEmailChanged) await sessions.revokeAllOfUser(id, tx);
        if (!body.can_sign_in || isEmailChanged) await members.revokeInvitations(id, tx);
        const hasPassword = before.passwordHash !== null;
        const previous = { can_sign_in: before.canSignIn, email: before.email };
        const mail = isInvitationDue(previous, body, hasPassword) ? await invitationFor(ctx, id, body, tx) : null;
        return { id, mail };
      });
      // Committed: the member's next request reads their role and status anew.
      sessions.forgetUser(id);
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      // Sessions, invitation links and the member's links go with the row (ON DELETE CASCADE).
      if (!(await members.remove(ctx.tenantId, id))) throw notFound("team_member_not_found");
      sessions.forgetUser(id);
    },

    async toggleStatus(ctx: RequestContext, id: string): Promise<TeamMemberDto> {
      await db.transaction(async (tx) => {
        const active = await members.toggleActive(ctx.tenantId, id, tx);
        if (active === null) throw notFound("team_member_not_found");
        if (!active) await sessions.revokeAllOfUser(id, tx);
      });
      sessions.forgetUser(id);
      return get(ctx, id);
    },

    async setServices(ctx: RequestContext, body: TeamServicesBody): Promise<TeamMemberDto> {
      await found(ctx, body.id);
      await assertOwned(db, "services", ctx.tenantId, body.service_ids, "service_ids");
      await db.transaction((tx) => members.replaceServices(ctx.tenantId, body.id, body.service_ids, tx));
      return get(ctx, body.id);
    },

    async resendInvitation(ctx: RequestContext, id: string): Promise<void> {
      const { user } = await found(ctx, id);
      if (!user.canSignIn || !user.email) throw invalid("can_sign_in", "invitation_needs_sign_in");
      if (user.passwordHash !== null) throw conflict("password_already_set");
      const email = user.email;
      await save(async (tx) => ({
        id,
        mail: await invitations.issue(ctx.tenantId, { id, name: user.name, email }, tx),
      }));
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
