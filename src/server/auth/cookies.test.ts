import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.js';

describe('readCookie', () => {
  it.each([
    ['a cookie among others', 'theme=dark; gymdesk_session=abc; lang=en', 'abc'],
    ['beside cookies of other apps with bad %-encoding', 'theme=100%; gymdesk_session=abc; x=%zz', 'abc'],
    ['%-decoded', 'gymdesk_session=a%20b', 'a b'],
    ['without spaces after the semicolons', 'a=1;gymdesk_session=abc;b=2', 'abc'],
    ['the first of two copies', 'gymdesk_session=first; gymdesk_session=second', 'first'],
    ['a later copy when the first is badly encoded', 'gymdesk_session=100%; gymdesk_session=abc', 'abc'],
    ['a later copy when the first is empty', 'gymdesk_session=; gymdesk_session=abc', 'abc'],
    ['nothing from a badly encoded value', 'gymdesk_session=100%', null],
    ['nothing from an empty value', 'gymdesk_session=', null],
    ['nothing for a name that only ends the same', 'old_gymdesk_session=abc', null],
    ['nothing from no header', undefined, null],
  ])('reads %s', (_case, header, expected) => {
    expect(readCookie(header, 'gymdesk_session')).toBe(expected);
  });
});
