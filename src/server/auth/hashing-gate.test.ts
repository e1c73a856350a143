import { describe, expect, it } from 'vitest';
import { HashingBusyError, HashingGate } from './hashing-gate.js';

/** A piece of "hashing" work that finishes when the test says so. */
function work(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    finish,
  };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('HashingGate', () => {
  it('runs at most `slots` at once and lets the priority lane overtake the queue', async () => {
    const log: string[] = [];
    const gate = new HashingGate(1, 10);
    const a = work(log, 'a');
    const b = work(log, 'b');
    const c = work(log, 'c');
    const known = work(log, 'known');

    const results = [
      gate.run('normal', a.run),
      gate.run('normal', b.run),
      gate.run('normal', c.run),
      gate.run('priority', known.run),
    ];
    await tick();
    expect(log).toEqual(['start a']);

    a.finish();
    await tick();
    expect(log).toEqual(['start a', 'start known']);
    known.finish();
    await tick();
    b.finish();
    await tick();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'known']);
    expect(log).toEqual(['start a', 'start known', 'start b', 'start c']);
  });

  it('turns normal-lane callers away when too many wait, but never the priority lane', async () => {
    const log: string[] = [];
    const gate = new HashingGate(1, 2);
    const first = work(log, 'first');
    const running = gate.run('normal', first.run);
    const queued = [gate.run('normal', async () => 'q1'), gate.run('normal', async () => 'q2')];

    await expect(gate.run('normal', async () => 'q3')).rejects.toBeInstanceOf(HashingBusyError);
    const priority = gate.run('priority', async () => 'p');

    first.finish();
    expect(await Promise.all([running, priority, ...queued])).toEqual(['first', 'p', 'q1', 'q2']);
  });

  it('frees its slot when the work fails', async () => {
    const gate = new HashingGate(1, 10);
    await expect(
      gate.run('normal', async () => {
        throw new Error('argon2 exploded');
      }),
    ).rejects.toThrow('argon2 exploded');
    await expect(gate.run('normal', async () => 'next')).resolves.toBe('next');
  });
});
