import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT,
  EQUIPMENT_LABELS,
  EXERCISE_CATEGORIES,
  EXERCISE_CATEGORY_LABELS,
  EXERCISE_MEASURE_FIELDS,
  EXERCISE_MEASURE_LABELS,
  EXERCISE_MEASURES,
  isEquipment,
  isExerciseCategory,
  isExerciseMeasure,
  isMuscle,
  MUSCLE_LABELS,
  MUSCLES,
} from './exercises.js';
import { searchKey } from './search-key.js';

const VOCABULARIES = [
  ['muscles', MUSCLES, MUSCLE_LABELS],
  ['equipment', EQUIPMENT, EQUIPMENT_LABELS],
  ['categories', EXERCISE_CATEGORIES, EXERCISE_CATEGORY_LABELS],
  ['measures', EXERCISE_MEASURES, EXERCISE_MEASURE_LABELS],
] as const;

describe.each(VOCABULARIES)('the %s vocabulary', (_name, ids, labels) => {
  it('has unique kebab-case ids', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('labels exactly its ids, with labels a filter list can tell apart', () => {
    expect(Object.keys(labels).sort()).toEqual([...ids].sort());
    const folded = Object.values(labels).map((label) => searchKey(label));
    expect(new Set(folded).size).toBe(folded.length);
    for (const label of Object.values(labels)) {
      expect(label).toBe(label.trim());
      expect(label).toMatch(/^[A-Z]/);
    }
  });
});

describe('the guards', () => {
  it.each([
    [isMuscle, 'chest', true],
    [isMuscle, 'barbell', false],
    [isEquipment, 'barbell', true],
    [isEquipment, 'Barbell', false],
    [isExerciseCategory, 'mobility', true],
    [isExerciseCategory, 'stretching', false],
    [isExerciseMeasure, 'weight-reps', true],
    [isExerciseMeasure, 'kg', false],
  ] as const)('%o says %s is %s', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });

  it('refuses what is not a string, and names an object has without listing them', () => {
    for (const value of [undefined, null, 3, {}, ['chest'], 'toString', 'constructor', '']) {
      expect(isMuscle(value)).toBe(false);
      expect(isEquipment(value)).toBe(false);
      expect(isExerciseCategory(value)).toBe(false);
      expect(isExerciseMeasure(value)).toBe(false);
    }
  });
});

describe('the fields a logged set carries', () => {
  it('gives every measure at least one field, each once', () => {
    for (const measure of EXERCISE_MEASURES) {
      const fields = EXERCISE_MEASURE_FIELDS[measure];
      expect(fields.length).toBeGreaterThan(0);
      expect(new Set(fields).size).toBe(fields.length);
    }
  });

  it('asks for a weight exactly when the measure says one is lifted or carried', () => {
    for (const measure of EXERCISE_MEASURES) {
      expect(EXERCISE_MEASURE_FIELDS[measure].includes('weight')).toBe(measure.startsWith('weight-'));
    }
  });
});
