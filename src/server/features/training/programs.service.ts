// Program templates and members' programs. A template belongs to the gym (any coach may edit it); a
// member's copy is made by "Assign to member" and a trainer sees or edits it only for their clients
// (assertMayCoach). Assigning is what makes a member a trainer's client (isClientOf), so it needs no
// relation before. A member follows one program at a time: assigning archives their previous one.
// The editor saves the whole tree in one call, in one transaction, against the version it loaded.
import type {
  AssignProgramInput,
  CreateProgramInput,
  MemberProgramItem,
  ProgramTree,
  SaveProgramInput,
} from '../../../shared/programs.schemas.js';
import { PROGRAM_NAME_MAX } from '../../../shared/programs.schemas.js';
import { searchKey } from '../../../shared/search-key.js';
import { parseWeight, type WeightUnit } from '../../../shared/weights.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { newId } from '../../lib/ids.js';
import { fieldError } from '../../trpc/field-error.js';
import { TRPCError } from '../../trpc/init.js';
import { isTrainer } from '../classes/trainers.queries.js';
import { assertMayCoach, type Caller } from '../trainers/trainer-scope.js';
import { existingExerciseIds } from './exercises.queries.js';
import {
  archiveOtherProgramsOf,
  type DayValues,
  findProgram,
  insertProgram,
  isMember,
  memberNamed,
  memberPrograms,
  membersByCodeQuery,
  membersByNameQuery,
  programTree,
  replaceDays,
  setProgramArchived,
  updateProgramIfUnchanged,
} from './programs.queries.js';

/** The program a member follows now (Today's workout in features/workouts reads it through here). */
export { currentProgramOf } from './programs.queries.js';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Program not found.' });

/** The program, if the caller may see it: any template, or a member's copy of one of their clients. */
async function programFor(db: DbOrTx, caller: Caller, programId: string) {
  const program = await findProgram(db, programId);
  if (!program) throw notFound();
  if (program.memberId !== null) await assertMayCoach(db, caller, program.memberId);
  return program;
}

export async function getProgram(db: Db, caller: Caller, programId: string): Promise<ProgramTree> {
  await programFor(db, caller, programId);
  return (await programTree(db, programId)) as ProgramTree;
}

export async function createProgram(db: Db, caller: Caller, input: CreateProgramInput, now: Date) {
  const id = newId();
  await insertProgram(
    db,
    id,
    {
      name: input.name,
      nameKey: searchKey(input.name),
      description: input.description,
      memberId: null,
      trainerId: null,
      sourceProgramId: null,
      weeks: input.weeks,
      startsOn: null,
      createdBy: caller.id,
    },
    now.toISOString(),
  );
  return (await programTree(db, id)) as ProgramTree;
}

/** A timestamp after `version`, even when the clock has not moved since (tests, fast double saves). */
function nextVersion(now: Date, version: string): string {
  const at = now.toISOString();
  if (at > version) return at;
  const previous = Date.parse(version);
  return Number.isNaN(previous) ? at : new Date(previous + 1).toISOString();
}

/** The days to store, or a field error naming the first bad one. Loads are typed in the gym's unit. */
async function checkedDays(db: DbOrTx, input: SaveProgramInput, unit: WeightUnit): Promise<DayValues[]> {
  const seen = new Set<string>();
  const days: DayValues[] = [];
  for (const [i, day] of input.days.entries()) {
    if (day.week > input.weeks) {
      throw fieldError(`days.${i}.week`, `Week ${day.week} is past the program's ${input.weeks} weeks.`);
    }
    const slot = `${day.week}-${day.day}`;
    if (seen.has(slot)) throw fieldError(`days.${i}.day`, `Week ${day.week} has two day ${day.day}s.`);
    seen.add(slot);
    const exercises: DayValues['exercises'] = [];
    for (const [j, e] of day.exercises.entries()) {
      const at = `days.${i}.exercises.${j}`;
      if (e.reps === null && e.durationSeconds === null) throw fieldError(`${at}.reps`, 'Enter reps or seconds.');
      if (e.reps !== null && e.durationSeconds !== null) {
        throw fieldError(`${at}.reps`, 'Enter reps or seconds, not both.');
      }
      let loadGrams: number | null = null;
      if (e.load.trim() !== '') {
        const parsed = parseWeight(e.load, unit, 'Load');
        if (!parsed.ok) throw fieldError(`${at}.load`, `${parsed.message}.`);
        loadGrams = parsed.grams;
      }
      exercises.push({
        exerciseId: e.exerciseId,
        sets: e.sets,
        reps: e.reps,
        durationSeconds: e.durationSeconds,
        loadGrams,
        restSeconds: e.restSeconds,
        notes: e.notes,
      });
    }
    days.push({ week: day.week, day: day.day, name: day.name, exercises });
  }
  const wanted = [...new Set(days.flatMap((d) => d.exercises.map((e) => e.exerciseId)))];
  const known = await existingExerciseIds(db, wanted);
  for (const [i, day] of days.entries()) {
    for (const [j, e] of day.exercises.entries()) {
      if (!known.has(e.exerciseId)) throw fieldError(`days.${i}.exercises.${j}.exerciseId`, 'Exercise not found.');
    }
  }
  return days.sort((a, b) => a.week - b.week || a.day - b.day);
}

export const CHANGED_BY_SOMEONE_ELSE =
  'This program was changed by someone else since you opened it. Reload it to see their changes, then make yours again.';

export async function saveProgram(db: Db, caller: Caller, input: SaveProgramInput, unit: WeightUnit, now: Date) {
  await programFor(db, caller, input.programId);
  const days = await checkedDays(db, input, unit);
  await inTransaction(db, async (tx) => {
    const saved = await updateProgramIfUnchanged(
      tx,
      input.programId,
      input.version,
      { name: input.name, nameKey: searchKey(input.name), description: input.description, weeks: input.weeks },
      nextVersion(now, input.version),
    );
    if (!saved) throw new TRPCError({ code: 'CONFLICT', message: CHANGED_BY_SOMEONE_ELSE });
    await replaceDays(tx, input.programId, days, newId);
  });
  return (await programTree(db, input.programId)) as ProgramTree;
}

function daysOfTree(tree: ProgramTree): DayValues[] {
  return tree.days.map((d) => ({
    week: d.week,
    day: d.day,
    name: d.name,
    exercises: d.exercises.map((e) => ({
      exerciseId: e.exerciseId,
      sets: e.sets,
      reps: e.reps,
      durationSeconds: e.durationSeconds,
      loadGrams: e.loadGrams,
      restSeconds: e.restSeconds,
      notes: e.notes,
    })),
  }));
}

/** A new template from a template (or from a member's program the caller may see). */
export async function duplicateProgram(db: Db, caller: Caller, programId: string, now: Date) {
  await programFor(db, caller, programId);
  const tree = (await programTree(db, programId)) as ProgramTree;
  const name = `Copy of ${tree.name}`.slice(0, PROGRAM_NAME_MAX);
  const id = newId();
  await inTransaction(db, async (tx) => {
    await insertProgram(
      tx,
      id,
      {
        name,
        nameKey: searchKey(name),
        description: tree.description,
        memberId: null,
        trainerId: null,
        sourceProgramId: tree.id,
        weeks: tree.weeks,
        startsOn: null,
        createdBy: caller.id,
      },
      now.toISOString(),
    );
    await replaceDays(tx, id, daysOfTree(tree), newId);
  });
  return (await programTree(db, id)) as ProgramTree;
}

export async function setArchived(db: Db, caller: Caller, programId: string, archived: boolean, now: Date) {
  const program = await programFor(db, caller, programId);
  const at = now.toISOString();
  await inTransaction(db, async (tx) => {
    await setProgramArchived(tx, programId, archived ? at : null, at);
    // A restored member's program becomes their current one again: one at a time.
    if (!archived && program.memberId !== null) await archiveOtherProgramsOf(tx, program.memberId, programId, at);
  });
  return (await programTree(db, programId)) as ProgramTree;
}

/**
 * "Assign to member": a deep copy of the template that is the member's own (editing the template
 * later changes nothing of it), looked after by the trainer (the caller when a trainer, else the one
 * chosen, or none), which makes the member that trainer's client. The member's previous program is
 * archived, so they follow one at a time; its history stays.
 */
export async function assignProgram(db: Db, caller: Caller, input: AssignProgramInput, now: Date) {
  const template = await findProgram(db, input.templateId);
  if (!template || template.memberId !== null) throw fieldError('templateId', 'Choose a program template.');
  if (template.archivedAt !== null) throw fieldError('templateId', 'This template is archived. Restore it first.');
  if (!(await isMember(db, input.memberId))) throw fieldError('memberId', 'Member not found.');
  let trainerId: string | null;
  if (caller.role === 'trainer') {
    if (input.trainerId !== undefined && input.trainerId !== caller.id) {
      throw fieldError('trainerId', 'Trainers assign programs as themselves.');
    }
    trainerId = caller.id;
  } else {
    trainerId = input.trainerId ?? null;
    if (trainerId !== null && !(await isTrainer(db, trainerId))) throw fieldError('trainerId', 'Trainer not found.');
  }
  const tree = (await programTree(db, template.id)) as ProgramTree;
  const id = newId();
  const at = now.toISOString();
  await inTransaction(db, async (tx) => {
    await insertProgram(
      tx,
      id,
      {
        name: tree.name,
        nameKey: searchKey(tree.name),
        description: tree.description,
        memberId: input.memberId,
        trainerId,
        sourceProgramId: tree.id,
        weeks: tree.weeks,
        startsOn: input.startsOn,
        createdBy: caller.id,
      },
      at,
    );
    await replaceDays(tx, id, daysOfTree(tree), newId);
    await archiveOtherProgramsOf(tx, input.memberId, id, at);
  });
  return (await programTree(db, id)) as ProgramTree;
}

/** The member (named, for a page that has only their id in the address) and their programs. */
export async function programsOfMember(
  db: Db,
  caller: Caller,
  memberId: string,
): Promise<{ member: { id: string; name: string }; items: MemberProgramItem[] }> {
  const member = await memberNamed(db, memberId);
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
  await assertMayCoach(db, caller, memberId);
  return { member, items: await memberPrograms(db, memberId) };
}

const CODE_LIKE = /^[A-Za-z0-9]{2,12}$/;

/** Members by name (contains) and, when the text could be one, by member code prefix: names and codes only. */
export async function searchMembers(db: Db, text: string) {
  const byName = await membersByNameQuery(db, searchKey(text)).execute();
  const byCode = CODE_LIKE.test(text) ? await membersByCodeQuery(db, text.toUpperCase()).execute() : [];
  byCode.sort((a, b) => ((a.memberCode ?? '') < (b.memberCode ?? '') ? -1 : 1));
  const seen = new Set<string>();
  const found = [];
  for (const m of [...byCode, ...byName]) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    found.push({ id: m.id, name: m.name, memberCode: m.memberCode });
  }
  return found.slice(0, 10);
}
