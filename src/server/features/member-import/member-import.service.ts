// Import members: a CSV checked and previewed (nothing written but the preview's own row), then, on
// "Import N members", its accepted rows written 100 (SQLite) or 500 (PostgreSQL) to a transaction
// with a pause between, so other requests and writers get their turn during a 20,000-row import. An email that already has an
// account is skipped, at the preview and again at the import, so running the same file twice
// changes nothing.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PostgresAdapter } from 'kysely';
import { dateInZone, dayOfMonthOf, startOfDay } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import {
  IMPORT_REFUSALS_SHOWN,
  type ImportPreview,
  type ImportRefusal,
  type ImportResult,
} from '../../../shared/member-import.schemas.js';
import { searchKey } from '../../../shared/search-key.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { insertBill } from '../billing/billing.queries.js';
import { recordEvent } from '../events/events.queries.js';
import { queueInvitation } from '../invitations/invitations.service.js';
import { insertDeskMembers } from '../members/add-member.queries.js';
import {
  advanceSchedule,
  billingPeriodOf,
  nextPeriodStart,
  type PlanTerms,
  startMembership,
  type When,
} from '../memberships/memberships.service.js';
import { listPlans } from '../plans/plans.service.js';
import { decodeImportFile, type ImportHeader, readImportFile } from './import-file.js';
import { type AcceptedRow, checkRow, type PlanChoice } from './import-rows.js';
import {
  accountsByEmail,
  claimImport,
  deleteStalePreviews,
  findImport,
  finishImport,
  insertImport,
} from './member-import.queries.js';

export const OPENING_BALANCE_DESCRIPTION = 'Opening balance';
/**
 * Members written per transaction: short enough that other writers wait a moment, not the whole
 * import. SQLite's driver answers synchronously, so a transaction holds the event loop from start to
 * end: 100 rows keep that to a few tens of milliseconds. PostgreSQL's waits are the loop's free time,
 * and fewer, larger transactions import faster there.
 */
export function importChunkFor(db: Db): number {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 500 : 100;
}
/** How long a preview waits for "Import N members" before it is dropped (a day). */
export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

export interface ImportAct {
  adminId: string;
  ip: string;
  now: Date;
  gym: GymSettings;
}

async function planChoices(db: Db) {
  const plans = await listPlans(db);
  const byName = new Map<string, PlanChoice>();
  let defaultPlan: PlanChoice | null = null;
  for (const plan of plans) {
    const choice = { id: plan.id, name: plan.name, archived: plan.archived, isPass: plan.kind === 'pass' };
    byName.set(searchKey(plan.name), choice);
    if (plan.isDefault) defaultPlan = choice;
  }
  if (!defaultPlan) throw new Error('No default plan: the plans table has lost its default');
  return { byName, defaultPlan };
}

/**
 * Reads and checks the file; throws ImportFileError when the file as a whole cannot be read. Writes
 * only the member_imports row that "Import N members" carries out.
 */
export async function previewImport(
  db: Db,
  file: { fileName: string; bytes: Buffer },
  act: ImportAct,
): Promise<ImportPreview> {
  const text = decodeImportFile(file.bytes);
  const format = createGymFormat(act.gym);
  const today = dateInZone(act.now, act.gym.timeZone);
  const { byName, defaultPlan } = await planChoices(db);
  let header: ImportHeader = { positions: {}, ignored: [] };
  const rows = await readImportFile(text, (read) => {
    header = read;
  });

  const refusals: ImportRefusal[] = [];
  const accepted: AcceptedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for await (const record of rows) {
    const checked = checkRow(record.cells, { format, plans: byName, defaultPlan, today });
    if (!checked.ok) {
      refusals.push({ row: record.row, reason: checked.reason });
      continue;
    }
    const earlier = firstRowOf.get(checked.row.email);
    if (earlier !== undefined) {
      refusals.push({ row: record.row, reason: `The email ${checked.row.email} is also on row ${earlier}.` });
      continue;
    }
    firstRowOf.set(checked.row.email, record.row);
    accepted.push({ row: record.row, ...checked.row });
  }

  const accounts = await accountsByEmail(
    db,
    accepted.map((row) => row.email),
  );
  let existing = 0;
  const toImport: AcceptedRow[] = [];
  for (const row of accepted) {
    if (!accounts.has(row.email)) toImport.push(row);
    else if (accounts.get(row.email) === 'member') existing += 1;
    else
      refusals.push({
        row: row.row,
        reason: `${row.email} belongs to a staff account or a registration awaiting approval.`,
      });
  }
  refusals.sort((a, b) => a.row - b.row);

  await deleteStalePreviews(db, new Date(act.now.getTime() - PREVIEW_KEPT_MS));
  const importId = await insertImport(db, {
    createdBy: act.adminId,
    fileName: file.fileName,
    rowsJson: JSON.stringify(toImport),
    acceptedCount: toImport.length,
    refusedCount: refusals.length,
    now: act.now,
  });
  return {
    importId,
    fileName: file.fileName,
    toImport: toImport.length,
    existing,
    refused: refusals.length,
    refusals: refusals.slice(0, IMPORT_REFUSALS_SHOWN),
    ignoredColumns: header.ignored,
  };
}

export type ConfirmOutcome =
  | { ok: true; result: ImportResult }
  | { ok: false; reason: 'not_found' | 'running' | 'interrupted' };

/** An import claimed this long ago and still unfinished stopped part-way (its process ended). */
const RUNNING_AT_MOST_MS = 10 * 60 * 1000;

/**
 * "Import N members". Idempotent: the first confirmation claims the import and writes it; a later one
 * answers with the first one's result (or hears it is still running). Members whose email has an
 * account by now are skipped. No mail goes out unless `sendInvitations`.
 */
export async function confirmImport(
  db: Db,
  input: { importId: string; sendInvitations: boolean },
  act: ImportAct,
): Promise<ConfirmOutcome> {
  const found = await findImport(db, input.importId);
  if (!found) return { ok: false, reason: 'not_found' };
  if (!(await claimImport(db, input.importId, act.now))) {
    const done = await findImport(db, input.importId);
    if (!done) return { ok: false, reason: 'not_found' };
    if (done.importedCount !== null) return { ok: true, result: resultOf(done.acceptedCount, done.importedCount, 0) };
    const since = act.now.getTime() - Date.parse(done.importedAt ?? '');
    // Re-running the file imports the rest: the members already written are skipped by email.
    return { ok: false, reason: since > RUNNING_AT_MOST_MS ? 'interrupted' : 'running' };
  }
  const rows = JSON.parse(found.rowsJson) as AcceptedRow[];
  const plans = new Map((await listPlans(db)).map((plan) => [plan.id, plan]));
  let imported = 0;
  let invited = 0;
  const chunkSize = importChunkFor(db);
  for (let at = 0; at < rows.length; at += chunkSize) {
    const chunk = rows.slice(at, at + chunkSize);
    const written = await writeChunk(db, chunk, plans, { ...act, sendInvitations: input.sendInvitations });
    imported += written;
    if (input.sendInvitations) invited += written;
    await nextTurn();
  }
  await finishImport(db, input.importId, imported);
  await recordEvent(db, {
    type: 'admin.members_imported',
    actorId: act.adminId,
    subject: input.importId,
    ip: act.ip,
    detail: { fileName: found.fileName, imported, skipped: rows.length - imported, invited },
  });
  return { ok: true, result: resultOf(rows.length, imported, invited) };
}

function resultOf(accepted: number, imported: number, invited: number): ImportResult {
  return { imported, skipped: accepted - imported, invited };
}

/**
 * The member's plan as it ran before the move: periods counted from the day they joined, on their
 * billing day, and the first bill here at the next period's start. The period running now was billed
 * by the old system, and what is still owed for it is the opening balance. Someone who joins today
 * is billed from today, as at the desk.
 */
async function startImportedMembership(tx: DbOrTx, userId: string, plan: PlanTerms, joinDate: string, when: When) {
  await startMembership(tx, userId, plan, { now: when.now, today: joinDate });
  const period = billingPeriodOf(plan.period);
  if (!period || joinDate >= when.today) return;
  const schedule = { billingAnchor: joinDate, billingDay: dayOfMonthOf(joinDate) };
  const started = {
    userId,
    planId: plan.id,
    nextPlanId: null,
    status: 'active' as const,
    pausedOn: null,
    endsOn: null,
  };
  const firstBill = nextPeriodStart(schedule, period, when.today);
  // Our own row in our own transaction: a refusal would leave every period since joining to be billed.
  if (!(await advanceSchedule(tx, { ...started, ...schedule, nextBillDate: joinDate }, firstBill, when))) {
    throw new Error(`The imported membership of ${userId} could not be scheduled`);
  }
}

/** One transaction's worth: skips emails that have an account by now; returns how many it wrote. */
async function writeChunk(
  db: Db,
  chunk: AcceptedRow[],
  plans: Map<string, PlanTerms>,
  act: ImportAct & { sendInvitations: boolean },
): Promise<number> {
  const today = dateInZone(act.now, act.gym.timeZone);
  const attempt = () =>
    inTransaction(db, async (tx) => {
      const taken = await accountsByEmail(
        tx,
        chunk.map((row) => row.email),
      );
      const fresh = chunk.filter((row) => !taken.has(row.email));
      const ids = await insertDeskMembers(
        tx,
        fresh.map((row) => ({
          name: row.name,
          email: row.email,
          phone: row.phone,
          joinDate: startOfDay(row.joinDate, act.gym.timeZone).toISOString(),
        })),
        act.now,
      );
      for (const [i, row] of fresh.entries()) {
        const userId = ids[i] as string;
        const plan = plans.get(row.planId);
        if (!plan) throw new Error(`Import row ${row.row}: plan ${row.planId} is gone`);
        await startImportedMembership(tx, userId, plan, row.joinDate, { now: act.now, today });
        if (row.openingCents > 0) {
          await insertBill(tx, {
            memberId: userId,
            description: OPENING_BALANCE_DESCRIPTION,
            amountCents: row.openingCents,
            date: act.now.toISOString(),
            issueDate: today,
            dueDate: today,
            planId: null,
            periodStart: null,
            createdBy: act.adminId,
          });
        }
        if (act.sendInvitations) {
          await queueInvitation(tx, { email: row.email, userId, invitedBy: act.adminId, ip: act.ip }, act.now);
        }
      }
      return fresh.length;
    });
  try {
    return await attempt();
  } catch (error) {
    // Someone added one of these emails between our check and our insert: check again and go on.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
