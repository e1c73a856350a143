import { describe, expect, it } from 'vitest';
import { epleyOneRepMax, progressPoints } from './one-rep-max.js';

describe('epleyOneRepMax', () => {
  it('is w × (1 + reps/30) for 2–12 reps, the weight itself for a single', () => {
    expect(epleyOneRepMax(100_000, 1)).toBe(100_000);
    expect(epleyOneRepMax(100_000, 5)).toBe(116_667);
    expect(epleyOneRepMax(60_000, 10)).toBe(80_000);
    expect(epleyOneRepMax(90_000, 12)).toBe(126_000);
  });

  it('gives nothing for sets it does not apply to', () => {
    expect(epleyOneRepMax(100_000, 13)).toBeNull();
    expect(epleyOneRepMax(100_000, 0)).toBeNull();
    expect(epleyOneRepMax(0, 5)).toBeNull();
    expect(epleyOneRepMax(null, 5)).toBeNull();
    expect(epleyOneRepMax(100_000, null)).toBeNull();
  });
});

describe('progressPoints', () => {
  it('takes each day’s best estimate and sums its volume, oldest day first', () => {
    const points = progressPoints([
      { day: '2026-11-20', reps: 5, weightGrams: 60_000 },
      { day: '2026-11-18', reps: 8, weightGrams: 50_000 },
      { day: '2026-11-20', reps: 3, weightGrams: 70_000 },
      { day: '2026-11-20', reps: 15, weightGrams: 40_000 },
    ]);
    expect(points).toEqual([
      { day: '2026-11-18', e1rmGrams: 63_333, volumeGrams: 400_000, sets: 1 },
      // 60 × (1 + 5/30) = 70; 70 × 1.1 = 77; the 15-rep set counts in the volume only.
      { day: '2026-11-20', e1rmGrams: 77_000, volumeGrams: 300_000 + 210_000 + 600_000, sets: 3 },
    ]);
  });
});
