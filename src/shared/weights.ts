// Loads are stored in whole grams, whatever the gym's unit, so a gym that switches from kg to lb
// (or a member who reads a program written in the other unit) sees the same weight, converted.
// Typed weights are numbers in the gym's unit with at most two decimals ("62.5", "62,5" in a
// comma-decimal locale); formatting for screens goes through format.ts.

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' };

/** The international avoirdupois pound, exactly. */
const GRAMS_PER_UNIT: Record<WeightUnit, number> = { kg: 1000, lb: 453.59237 };

/** The heaviest load anyone logs or prescribes: 1,000 kg (a world-record deadlift is about half). */
export const MAX_LOAD_GRAMS = 1_000_000;

export function isWeightUnit(value: unknown): value is WeightUnit {
  return value === 'kg' || value === 'lb';
}

/** A weight in the unit, as whole grams. */
export function gramsOf(value: number, unit: WeightUnit): number {
  return Math.round(value * GRAMS_PER_UNIT[unit]);
}

/** Grams in the unit, to two decimals at most (a 20 kg plate reads 44.09 lb, 100 lb reads 100). */
export function weightIn(grams: number, unit: WeightUnit): number {
  return Math.round((grams / GRAMS_PER_UNIT[unit]) * 100) / 100;
}

export type WeightParse = { ok: true; grams: number } | { ok: false; message: string };

/**
 * A typed weight in the gym's unit: digits with an optional "." or "," and up to two decimals, not
 * above MAX_LOAD_GRAMS. The message names the field and the unit, as every field's message does.
 */
export function parseWeight(text: string, unit: WeightUnit, label = 'Weight'): WeightParse {
  const trimmed = text.trim();
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) {
    return { ok: false, message: `${label} must be a number of ${unit}, like 62.5` };
  }
  const grams = gramsOf(Number(trimmed.replace(',', '.')), unit);
  if (grams > MAX_LOAD_GRAMS) {
    return { ok: false, message: `${label} must be at most ${weightIn(MAX_LOAD_GRAMS, unit)} ${unit}` };
  }
  return { ok: true, grams };
}
