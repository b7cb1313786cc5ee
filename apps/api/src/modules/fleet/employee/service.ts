import {
  FleetRefusal,
  TPIN_AVAILABLE,
  conflict,
  invalid,
  notFound,
  type CheckTpinResult,
  type EmployeeBody,
  type EmployeeDto,
  type EmployeeListQuery,
  type EmployeeStatus,
  type ListResult,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import { isKeyTaken } from "../../../db/tenant-lookups.js";
import { checkNoEscalation, grantsOf } from "../../../platform/grants.js";
import { hashNewPassword } from "../../../platform/passwords.js";
import type { PinHasher } from "../../../platform/pin-hash.js";
import { RateLimiter, tooManyAttempts } from "../../../platform/rate-limit.js";
import { requirePermission, type RequestContext } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { TenantPhones } from "../../../platform/tenant-phones.js";
import { realClock, type Clock } from "../../../platform/tenant-zones.js";
import { isAssignedFromNowOn } from "../assignment/current-repo.js";
import { deletingUnlessAssigned } from "../assignment/keep-history.js";
import { toEmployeeColumns, toEmployeeDto } from "./presenter.js";
import type { EmployeeReferences } from "./references.js";
import type { EmployeeRepo, EmployeeWithNames, Secrets } from "./repo.js";

/**
 * T-PIN look-ups a user may make in a minute and in an hour, whatever session or address asks: every
 * check, and every save refused because the T-PIN is taken. Enough to type in a few employees; far
 * too few to list the T-PINs in use. The hour's budget is ASVS's for guesses at one account's secret
 * (decision 0031); "Generate T-PINs" is the way to give many drivers one.
 */
export const TPIN_LOOKUPS_PER_MINUTE = 10;
export const TPIN_LOOKUPS_PER_HOUR = 100;

interface Deps {
  db: Db;
  employees: EmployeeRepo;
  references: EmployeeReferences;
  sessions: SessionStore;
  pins: PinHasher;
  phones: TenantPhones;
  /** What "now" is for the look-up limits (tests move it on). */
  clock?: Clock;
}

type Employee = EmployeeWithNames["employee"];

/** Two saves racing past the checks: the unique indexes refuse the second, with the same words. */
function answerOfUniqueViolation(error: unknown): unknown {
  if (isUniqueViolation(error, "employees_company_code_uq")) return conflict("employee_code_taken");
  if (isKeyTaken(error, "employee_email")) return conflict("email_taken");
  if (isUniqueViolation(error, "employees_company_tpin_uq")) return invalid("tpin", "tpin_taken");
  return error;
}

export function createEmployeeService({ db, employees, references, sessions, pins, phones, clock = realClock }: Deps) {
  const now = () => clock().getTime();
  const tpinLookups = [
    new RateLimiter(TPIN_LOOKUPS_PER_MINUTE, 60_000, now),
    new RateLimiter(TPIN_LOOKUPS_PER_HOUR, 3_600_000, now),
  ];
  /** Refuses a look-up past either budget, saying when the fuller one lets the user ask again. */
  function checkTpinLookups(userId: string): void {
    const wait = Math.max(...tpinLookups.map((limit) => limit.secondsLeft(userId)));
    if (wait > 0) throw tooManyAttempts(wait);
  }
  const countTpinLookup = (userId: string) => tpinLookups.forEach((limit) => limit.hit(userId));

  async function found(ctx: RequestContext, id: string): Promise<EmployeeWithNames> {
    const row = await employees.get(ctx.tenantId, id);
    if (!row) throw notFound("employee_not_found");
    return row;
  }

  const get = async (ctx: RequestContext, id: string) => toEmployeeDto(await found(ctx, id));

  /** The T-PIN's hash when no one else in the company holds it; a refusal counts as a look-up. */
  async function freeTpinHash(ctx: RequestContext, tpin: string, exceptId: string | null): Promise<string> {
    checkTpinLookups(ctx.userId);
    const hash = pins.hash(ctx.tenantId, tpin);
    if (await employees.isTpinTaken(ctx.tenantId, hash, exceptId)) {
      countTpinLookup(ctx.userId);
      throw invalid("tpin", "tpin_taken");
    }
    return hash;
  }

  /** What the employee's role lets them do in the portal: nothing unless they can sign in with a password. */
  async function grantsWith(ctx: RequestContext, roleId: string | null, hasPassword: boolean) {
    return hasPassword ? grantsOf(await references.roleOf(ctx.tenantId, roleId)) : [];
  }

  /** The employee's columns (the phone as stored) and secrets once the body passes every check. */
  async function checkBody(ctx: RequestContext, body: EmployeeBody, before: Employee | null) {
    const id = before?.id ?? null;
    const columns = toEmployeeColumns((await phones.ofCompany(ctx.tenantId)).withStoredPhone(body));
    await references.check(ctx.tenantId, body);
    if (await employees.isCodeTaken(ctx.tenantId, body.employee_id, id)) throw conflict("employee_code_taken");
    if (body.email && (await employees.isEmailTaken(body.email, id))) throw conflict("email_taken");
    // Giving a role to someone who can sign in grants its permissions: the giver must hold them.
    const hadPassword = !!before?.passwordHash;
    const hasPassword = hadPassword || body.password !== null;
    if (!(hadPassword && before?.roleId === body.role_id)) {
      const grantsBefore = await grantsWith(ctx, before?.roleId ?? null, hadPassword);
      checkNoEscalation(ctx, grantsBefore, await grantsWith(ctx, body.role_id, hasPassword));
    }
    const secrets: Secrets = {};
    if (body.tpin !== null) secrets.tpinHash = await freeTpinHash(ctx, body.tpin, id);
    if (body.password !== null) secrets.passwordHash = await hashNewPassword(body.password);
    return { columns, secrets };
  }

  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(work).catch((error: unknown) => {
      throw answerOfUniqueViolation(error);
    });
  }

  return {
    get,

    async list(ctx: RequestContext, q: EmployeeListQuery): Promise<ListResult<EmployeeDto>> {
      const digits = (await phones.ofCompany(ctx.tenantId)).searchDigits(q.search);
      const page = await employees.list(ctx.tenantId, q, digits);
      return { ...page, items: page.items.map(toEmployeeDto) };
    },

    async create(ctx: RequestContext, body: EmployeeBody): Promise<EmployeeDto> {
      const { columns, secrets } = await checkBody(ctx, body, null);
      const id = await inTransaction((tx) => employees.insert(ctx.tenantId, columns, secrets, tx));
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: EmployeeBody): Promise<EmployeeDto> {
      const { employee: before } = await found(ctx, id);
      // The form carries the status too; changing it is the status action's permission.
      if (body.status !== before.status) requirePermission(ctx, "employees.update_status");
      const { columns, secrets } = await checkBody(ctx, body, before);
      await inTransaction(async (tx) => {
        // The lock makes an assignment of this employee (which locks the row too) wait for the
        // change, or the change wait for the assignment and then see it.
        const locked = await employees.lockForUpdate(ctx.tenantId, id, tx);
        if (!locked) throw notFound("employee_not_found");
        if (locked.ruleId !== body.rule_id && (await isAssignedFromNowOn(tx, ctx.tenantId, { employeeId: id }))) {
          throw invalid("rule_id", "employee_assigned");
        }
        await employees.update(ctx.tenantId, id, columns, secrets, tx);
        // Sessions opened under the old access end with it.
        const isAccessChanged =
          secrets.passwordHash !== undefined || before.roleId !== body.role_id || before.email !== body.email;
        if (isAccessChanged || body.status !== "active") await sessions.revokeAllOfUser(id, tx);
      });
      // Committed: the employee's next request reads their role and status anew.
      sessions.forgetUser(id);
      return get(ctx, id);
    },

    /**
     * An employee who was ever assigned stays (their status can retire them), so who drove what and
     * when is never lost. Sessions and reset links go with the row (ON DELETE CASCADE).
     */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      const remove = () => employees.remove(ctx.tenantId, id);
      if (!(await deletingUnlessAssigned(remove, "employee_has_assignments"))) throw notFound("employee_not_found");
      sessions.forgetUser(id);
    },

    async updateStatus(ctx: RequestContext, id: string, status: EmployeeStatus): Promise<EmployeeDto> {
      await db.transaction(async (tx) => {
        if (!(await employees.setStatus(ctx.tenantId, id, status, tx))) throw notFound("employee_not_found");
        if (status !== "active") await sessions.revokeAllOfUser(id, tx);
      });
      sessions.forgetUser(id);
      return get(ctx, id);
    },

    async checkTpin(ctx: RequestContext, tpin: string): Promise<CheckTpinResult> {
      checkTpinLookups(ctx.userId);
      countTpinLookup(ctx.userId);
      const isTaken = await employees.isTpinTaken(ctx.tenantId, pins.hash(ctx.tenantId, tpin), null);
      return isTaken
        ? { available: false, message: FleetRefusal.tpin_taken }
        : { available: true, message: TPIN_AVAILABLE };
    },
  };
}

export type EmployeeService = ReturnType<typeof createEmployeeService>;
