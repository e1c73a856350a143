// The one way features open a transaction: it joins one already open (an idempotent call's), runs
// again after losing a race (a deadlock or a serialisation failure), and says "Someone else changed
// this" when it loses every time — and nothing else is tried twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness.js';
import { ConcurrentChangeError, inTransaction, type Tx } from './transactions.js';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(() => t.close());

const coded = (code: string) => Object.assign(new Error(`failure ${code}`), { code });

describe('inTransaction', () => {
  it('joins the transaction it is given, so both commit or neither', async () => {
    let inner: Tx | null = null;
    const outer = await t.db.transaction().execute(async (tx) => {
      await inTransaction(tx, async (joined) => {
        inner = joined;
      });
      return tx;
    });
    expect(inner).toBe(outer);
  });

  it.each(['40P01', '40001'])('runs again after losing a race (%s) and answers as the winner would', async (code) => {
    let attempts = 0;
    const answer = await inTransaction(t.db, async () => {
      attempts += 1;
      if (attempts < 3) throw coded(code);
      return 'done';
    });
    expect({ answer, attempts }).toEqual({ answer: 'done', attempts: 3 });
  });

  it('gives up after five losses with "Someone else changed this, try again."', async () => {
    let attempts = 0;
    const failure = inTransaction(t.db, async () => {
      attempts += 1;
      throw coded('40P01');
    });
    await expect(failure).rejects.toThrow(ConcurrentChangeError);
    await expect(failure).rejects.toThrow('Someone else changed this, try again.');
    expect(attempts).toBe(5);
  });

  it.each([
    ['a unique violation', '23505'],
    ['a bug', ''],
  ])('tries %s once', async (_name, code) => {
    let attempts = 0;
    const failure = inTransaction(t.db, async () => {
      attempts += 1;
      throw coded(code);
    });
    await expect(failure).rejects.toThrow(`failure ${code}`);
    expect(attempts).toBe(1);
  });

  it('does not run a joined transaction again: whoever opened it does', async () => {
    let attempts = 0;
    const failure = t.db.transaction().execute((tx) =>
      inTransaction(tx, async () => {
        attempts += 1;
        throw coded('40P01');
      }),
    );
    await expect(failure).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(1);
  });
});
