// The editor's working copy of a program: every number as typed (text), turned into the save input
// only when saving, so a half-typed "6" never jumps or vanishes.
import type { ProgramTree, SaveProgramInput } from '../../../shared/programs.schemas.js';
import { type WeightUnit, weightIn } from '../../../shared/weights.js';

export interface RowState {
  key: string;
  exerciseId: string;
  exerciseName: string;
  sets: string;
  reps: string;
  seconds: string;
  load: string;
  rest: string;
  notes: string;
}

export interface DayState {
  key: string;
  week: number;
  day: number;
  name: string;
  rows: RowState[];
}

export interface ProgramState {
  name: string;
  description: string;
  weeks: string;
  days: DayState[];
}

let counter = 0;
export const newKey = () => {
  counter += 1;
  return `k${counter}`;
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function stateOf(program: ProgramTree, unit: WeightUnit): ProgramState {
  return {
    name: program.name,
    description: program.description,
    weeks: String(program.weeks),
    days: program.days.map((d) => ({
      key: newKey(),
      week: d.week,
      day: d.day,
      name: d.name,
      rows: d.exercises.map((e) => ({
        key: newKey(),
        exerciseId: e.exerciseId,
        exerciseName: e.exerciseName,
        sets: String(e.sets),
        reps: text(e.reps),
        seconds: text(e.durationSeconds),
        load: e.loadGrams === null ? '' : String(weightIn(e.loadGrams, unit)),
        rest: text(e.restSeconds),
        notes: e.notes,
      })),
    })),
  };
}

export function emptyRow(): RowState {
  return {
    key: newKey(),
    exerciseId: '',
    exerciseName: '',
    sets: '3',
    reps: '10',
    seconds: '',
    load: '',
    rest: '90',
    notes: '',
  };
}

/** '' → null; a number → that number; anything else as typed, for the server's message. */
function numberOrText(value: string): number | null {
  const t = value.trim();
  if (t === '') return null;
  const n = Number(t);
  return (Number.isFinite(n) ? n : t) as number;
}

export function saveInputOf(state: ProgramState, programId: string, version: string): SaveProgramInput {
  return {
    programId,
    version,
    name: state.name,
    description: state.description,
    weeks: numberOrText(state.weeks) as number,
    days: state.days.map((d) => ({
      week: d.week,
      day: d.day,
      name: d.name,
      exercises: d.rows.map((r) => ({
        exerciseId: r.exerciseId,
        sets: numberOrText(r.sets) as number,
        reps: numberOrText(r.reps),
        durationSeconds: numberOrText(r.seconds),
        load: r.load.trim(),
        restSeconds: numberOrText(r.rest),
        notes: r.notes,
      })),
    })),
  };
}

/** The next free day after the last one: day + 1 of its week, else day 1 of the next week. */
export function nextDaySlot(days: readonly DayState[]): { week: number; day: number } {
  const last = days.at(-1);
  if (!last) return { week: 1, day: 1 };
  const taken = new Set(days.map((d) => `${d.week}-${d.day}`));
  let { week, day } = last;
  do {
    day += 1;
    if (day > 7) {
      day = 1;
      week += 1;
    }
  } while (taken.has(`${week}-${day}`));
  return { week, day };
}

const FIELD_NAMES: Record<string, string> = {
  exerciseId: 'exercise',
  sets: 'sets',
  reps: 'reps',
  durationSeconds: 'seconds',
  load: 'load',
  restSeconds: 'rest',
  notes: 'notes',
  week: 'week',
  day: 'day',
  name: 'name',
};

/** Where a server field error belongs: the input's id, and a place name for the summary. */
export function locate(path: string, state: ProgramState): { fieldId: string; where: string } {
  const parts = path.split('.');
  if (parts[0] !== 'days') return { fieldId: `program-${parts[0]}`, where: 'Program' };
  const day = state.days[Number(parts[1])];
  if (!day) return { fieldId: 'program-name', where: 'Program' };
  const dayName = `Week ${day.week}, day ${day.day}`;
  if (parts[2] !== 'exercises') return { fieldId: `${day.key}-${parts[2] ?? 'name'}`, where: dayName };
  const row = day.rows[Number(parts[3])];
  const field = FIELD_NAMES[parts[4] ?? ''] ?? 'exercise';
  if (!row) return { fieldId: `${day.key}-name`, where: dayName };
  return { fieldId: `${row.key}-${field}`, where: `${dayName}, exercise ${Number(parts[3]) + 1}` };
}
