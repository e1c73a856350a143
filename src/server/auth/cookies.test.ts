import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.js';

describe('readCookie', () => {
  it.each([
    ['a cookie among others', 'theme=dark; palaestra_session=abc; lang=en', 'abc'],
    ['beside cookies of other apps with bad %-encoding', 'theme=100%; palaestra_session=abc; x=%zz', 'abc'],
    ['%-decoded', 'palaestra_session=a%20b', 'a b'],
    ['without spaces after the semicolons', 'a=1;palaestra_session=abc;b=2', 'abc'],
    ['the first of two copies', 'palaestra_session=first; palaestra_session=second', 'first'],
    ['a later copy when the first is badly encoded', 'palaestra_session=100%; palaestra_session=abc', 'abc'],
    ['a later copy when the first is empty', 'palaestra_session=; palaestra_session=abc', 'abc'],
    ['nothing from a badly encoded value', 'palaestra_session=100%', null],
    ['nothing from an empty value', 'palaestra_session=', null],
    ['nothing for a name that only ends the same', 'old_palaestra_session=abc', null],
    ['nothing from no header', undefined, null],
  ])('reads %s', (_case, header, expected) => {
    expect(readCookie(header, 'palaestra_session')).toBe(expected);
  });
});
