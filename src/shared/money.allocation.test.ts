// One payment spread over a member's open bills ("Collect <amount>" at the desk): oldest first, never
// more on a bill than it owes, never more in all than the bills owe.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, type OwingBill } from './money.js';

const bill = (
  id: string,
  dueDate: string,
  amountCents: number,
  paidCents = 0,
  issueDate = '2026-01-01',
): OwingBill => ({
  id,
  dueDate,
  issueDate,
  amountCents,
  paidCents,
});

describe('allocateOldestFirst', () => {
  it('pays the bill due first, then the next, whatever order they come in', () => {
    const bills = [bill('b', '2026-03-15', 4000), bill('a', '2026-02-15', 5000, 1000)];
    expect(allocateOldestFirst(bills, 8000)).toEqual([
      { billId: 'a', amountCents: 4000 },
      { billId: 'b', amountCents: 4000 },
    ]);
  });

  it('leaves the last bill it reaches partly paid when the payment runs out', () => {
    const bills = [bill('a', '2026-02-15', 5000), bill('b', '2026-03-15', 4000)];
    expect(allocateOldestFirst(bills, 6000)).toEqual([
      { billId: 'a', amountCents: 5000 },
      { billId: 'b', amountCents: 1000 },
    ]);
  });

  it('settles bills due on one day by issue date, then by id', () => {
    const bills = [
      bill('z', '2026-02-15', 100, 0, '2026-02-01'),
      bill('y', '2026-02-15', 100, 0, '2026-01-20'),
      bill('x', '2026-02-15', 100, 0, '2026-02-01'),
    ];
    expect(allocateOldestFirst(bills, 300)?.map((part) => part.billId)).toEqual(['y', 'x', 'z']);
  });

  it('skips bills already covered', () => {
    expect(allocateOldestFirst([bill('a', '2026-01-01', 500, 500), bill('b', '2026-02-01', 700)], 700)).toEqual([
      { billId: 'b', amountCents: 700 },
    ]);
  });

  it.each([
    ['more than is owed', 9001],
    ['nothing', 0],
    ['less than nothing', -5],
    ['part of a cent', 10.5],
  ])('refuses %s', (_, amount) => {
    expect(allocateOldestFirst([bill('a', '2026-01-01', 5000), bill('b', '2026-02-01', 4000)], amount)).toBeNull();
  });

  it('refuses anything when nothing is owed', () => {
    expect(allocateOldestFirst([], 100)).toBeNull();
  });

  it('for any bills and any payment up to what they owe: every cent placed, no bill past what it owes, oldest first', () => {
    const owing = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      dueDate: fc.constantFrom('2026-01-10', '2026-02-10', '2026-03-10'),
      issueDate: fc.constantFrom('2025-12-27', '2026-01-27'),
      amountCents: fc.integer({ min: 1, max: 100_000 }),
      paidFraction: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(owing, { selector: (b) => b.id, minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, share) => {
          const bills = raw.map(({ paidFraction, ...b }) => ({
            ...b,
            paidCents: Math.floor(b.amountCents * paidFraction),
          }));
          const owed = bills.reduce((sum, b) => sum + b.amountCents - b.paidCents, 0);
          const amount = Math.floor(owed * share);
          const parts = allocateOldestFirst(bills, amount);
          if (amount <= 0) {
            expect(parts).toBeNull();
            return;
          }
          expect(parts).not.toBeNull();
          const byId = new Map(bills.map((b) => [b.id, b]));
          expect(parts?.reduce((sum, p) => sum + p.amountCents, 0)).toBe(amount);
          for (const part of parts ?? []) {
            const owner = byId.get(part.billId) as OwingBill;
            expect(part.amountCents).toBeGreaterThan(0);
            expect(part.amountCents).toBeLessThanOrEqual(owner.amountCents - owner.paidCents);
          }
          // Every bill before the last one paid is paid in full.
          for (const part of parts?.slice(0, -1) ?? []) {
            const owner = byId.get(part.billId) as OwingBill;
            expect(part.amountCents).toBe(owner.amountCents - owner.paidCents);
          }
          expect(allocateOldestFirst(bills, owed + 1)).toBeNull();
        },
      ),
    );
  });
});
