// A cursor is handed to the client and comes back as any text at all: only the pair of strings this
// server wrote is read back; anything else is "not ours" (the routers answer "Invalid page.").
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

const asCursorText = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote', () => {
    const text = encodeCursor({ key: '2026-11-23T18:00:00.000Z', id: 'abc' });
    expect(decodeCursor(text)).toEqual({ key: '2026-11-23T18:00:00.000Z', id: 'abc' });
  });

  it.each([
    ['a pair with a number', ['2026-11-23', 7]],
    ['a pair of numbers', [1, 2]],
    ['one string', ['2026-11-23']],
    ['three strings', ['a', 'b', 'c']],
    ['an object with two strings', { 0: 'a', 1: 'b', length: 2 }],
    ['a string', 'ab'],
    ['null', null],
    ['a key with NUL', ['\u0000', 'x']],
    ['an id with NUL', ['2026-11-23', 'abc\u0000']],
    ['an id with a lone surrogate', ['2026-11-23', '\ud800']],
  ])('refuses %s', (_case, value) => {
    expect(decodeCursor(asCursorText(value))).toBeNull();
  });

  it('refuses text that is not JSON', () => {
    expect(decodeCursor('not-a-cursor')).toBeNull();
  });
});
