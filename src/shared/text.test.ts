import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters } from './text.js';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['Zoë Chloé', 'single-line'],
    ['Łukasz 李 🏋️ Ørsted', 'single-line'],
    ['line one\nline two\r\n\tindented', 'multi-line'],
    ['p@ss\tword with a tab', 'password'],
  ] as const)('accepts %j as %s text', (text, rule) => {
    expect(hasForbiddenCharacters(text, rule)).toBe(false);
  });

  it.each([
    ['a lone high surrogate', 'Ann\uD83D', 'single-line'],
    ['a lone low surrogate', '\uDE00Ann', 'multi-line'],
    ['a swapped pair', '\uDE00\uD83D', 'password'],
    ['NUL', 'Ann\u0000Smith', 'single-line'],
    ['NUL in a message', 'hi\u0000', 'multi-line'],
    ['NUL in a password', 'secret\u0000', 'password'],
    ['a newline in a name', 'Ann\nSmith', 'single-line'],
    ['an escape character', 'Ann\u001b[31m', 'multi-line'],
    ['DEL', 'Ann\u007f', 'single-line'],
  ] as const)('refuses %s', (_what, text, rule) => {
    expect(hasForbiddenCharacters(text, rule)).toBe(true);
  });
});
