// The shipped exercise library checked as data: a seed step can rely on its keys, a search on its
// names, and the filters on its vocabulary. Pure data, so it runs once in the unit project.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT,
  EXERCISE_CATEGORIES,
  EXERCISE_MEASURES,
  isEquipment,
  isExerciseCategory,
  isExerciseMeasure,
  isMuscle,
  MUSCLES,
} from '../../../../shared/exercises.js';
import { nameField } from '../../../../shared/fields.js';
import { searchKey } from '../../../../shared/search-key.js';
import { hasForbiddenCharacters } from '../../../../shared/text.js';
import { EXERCISE_LIBRARY, EXERCISE_LIBRARY_PARTS } from './index.js';

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEY_MAX = 64;
const CUE_MAX = 160;

/**
 * Keys were made from the name when the exercise first shipped. A later rename changes only the name
 * (the seed step matches rows on the key), and lists the old key here so this test still passes.
 */
const RENAMED_SINCE_SHIPPED: ReadonlySet<string> = new Set<string>([]);

function slugOf(name: string): string {
  return searchKey(name)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function duplicatesOf(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('the exercise library', () => {
  it('holds a few hundred exercises', () => {
    expect(EXERCISE_LIBRARY.length).toBeGreaterThanOrEqual(300);
  });

  it('has unique kebab-case keys made from the name', () => {
    const keys = EXERCISE_LIBRARY.map((exercise) => exercise.key);
    expect(duplicatesOf(keys)).toEqual([]);
    expect(keys.filter((key) => !KEY.test(key) || key.length > KEY_MAX)).toEqual([]);
    const drifted = EXERCISE_LIBRARY.filter((e) => e.key !== slugOf(e.name) && !RENAMED_SINCE_SHIPPED.has(e.key));
    expect(drifted.map((e) => `${e.key} ← ${e.name}`)).toEqual([]);
  });

  it('has names a search tells apart whatever their capitals and accents', () => {
    const folded = EXERCISE_LIBRARY.map((exercise) => searchKey(exercise.name));
    expect(duplicatesOf(folded)).toEqual([]);
  });

  it('has names the staff form would accept as they are', () => {
    const refused = EXERCISE_LIBRARY.filter((exercise) => {
      const parsed = nameField.safeParse(exercise.name);
      return !parsed.success || parsed.data !== exercise.name || /\s{2}/.test(exercise.name);
    });
    expect(refused.map((exercise) => exercise.name)).toEqual([]);
  });

  it('describes every exercise with words from the shared vocabulary', () => {
    const strays = EXERCISE_LIBRARY.flatMap((exercise) => [
      ...(isExerciseCategory(exercise.category) ? [] : [`${exercise.key}: category ${exercise.category}`]),
      ...(isExerciseMeasure(exercise.measure) ? [] : [`${exercise.key}: measure ${exercise.measure}`]),
      ...[...exercise.primaryMuscles, ...exercise.secondaryMuscles]
        .filter((muscle) => !isMuscle(muscle))
        .map((muscle) => `${exercise.key}: muscle ${muscle}`),
      ...exercise.equipment.filter((item) => !isEquipment(item)).map((item) => `${exercise.key}: equipment ${item}`),
    ]);
    expect(strays).toEqual([]);
  });

  it('uses every muscle, piece of equipment, category and measure of the vocabulary', () => {
    const used = (pick: (exercise: (typeof EXERCISE_LIBRARY)[number]) => readonly string[]) =>
      new Set(EXERCISE_LIBRARY.flatMap(pick));
    const muscles = used((e) => [...e.primaryMuscles, ...e.secondaryMuscles]);
    const equipment = used((e) => e.equipment);
    const categories = used((e) => [e.category]);
    const measures = used((e) => [e.measure]);
    expect(MUSCLES.filter((muscle) => !muscles.has(muscle))).toEqual([]);
    expect(EQUIPMENT.filter((item) => !equipment.has(item))).toEqual([]);
    expect(EXERCISE_CATEGORIES.filter((category) => !categories.has(category))).toEqual([]);
    expect(EXERCISE_MEASURES.filter((measure) => !measures.has(measure))).toEqual([]);
  });

  it('names each muscle once per exercise, at least one primary, never primary and secondary both', () => {
    const wrong = EXERCISE_LIBRARY.filter((exercise) => {
      const all = [...exercise.primaryMuscles, ...exercise.secondaryMuscles];
      return exercise.primaryMuscles.length === 0 || new Set(all).size !== all.length;
    });
    expect(wrong.map((exercise) => exercise.key)).toEqual([]);
  });

  it('lists the equipment needed once each, and "bodyweight" only when nothing else is needed', () => {
    const wrong = EXERCISE_LIBRARY.filter(
      (exercise) =>
        exercise.equipment.length === 0 ||
        new Set(exercise.equipment).size !== exercise.equipment.length ||
        (exercise.equipment.includes('bodyweight') && exercise.equipment.length > 1),
    );
    expect(wrong.map((exercise) => exercise.key)).toEqual([]);
  });

  it('gives one to three short cues per exercise, each a sentence with a full stop', () => {
    const wrong = EXERCISE_LIBRARY.flatMap((exercise) => {
      if (exercise.cues.length < 1 || exercise.cues.length > 3)
        return [`${exercise.key}: ${exercise.cues.length} cues`];
      return exercise.cues
        .filter(
          (cue) =>
            cue.length > CUE_MAX ||
            cue !== cue.trim() ||
            !/^[A-Z0-9]/.test(cue) ||
            !cue.endsWith('.') ||
            cue.endsWith('..') ||
            /\s{2}/.test(cue) ||
            hasForbiddenCharacters(cue, 'single-line'),
        )
        .map((cue) => `${exercise.key}: ${cue}`);
    });
    expect(wrong).toEqual([]);
  });

  // The rule for repeated advice: none. Generic reminders (brace, breathe, control the lowering)
  // belong to the app's own help, not copied into each exercise, so every cue says something about
  // its own exercise and appears once in the whole library.
  it('never repeats a cue, within an exercise or across the library', () => {
    const cues = EXERCISE_LIBRARY.flatMap((exercise) => exercise.cues.map((cue) => searchKey(cue)));
    expect(duplicatesOf(cues)).toEqual([]);
  });
});

describe('the order of the exercise library', () => {
  it('is its parts one after the other, each sorted by key', () => {
    expect(EXERCISE_LIBRARY).toEqual(EXERCISE_LIBRARY_PARTS.flatMap((part) => part.exercises));
    const unsorted = EXERCISE_LIBRARY_PARTS.filter(({ exercises }) =>
      exercises.some((exercise, index) => index > 0 && (exercises[index - 1]?.key ?? '') >= exercise.key),
    );
    expect(unsorted.map(({ part }) => part)).toEqual([]);
  });

  it('has a part for every data file of the folder, named as the file', () => {
    const folder = fileURLToPath(new URL('.', import.meta.url));
    const dataFiles = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => file !== 'index.ts' && file !== 'library-exercise.ts')
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const parts = EXERCISE_LIBRARY_PARTS.map(({ part }) => part);
    expect([...parts].sort()).toEqual(dataFiles);
    expect(parts.every((part) => EXERCISE_LIBRARY_PARTS.filter((p) => p.part === part).length === 1)).toBe(true);
  });

  it('keeps every part non-empty', () => {
    expect(EXERCISE_LIBRARY_PARTS.filter(({ exercises }) => exercises.length === 0)).toEqual([]);
  });
});
