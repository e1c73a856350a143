import { describe, expect, it } from 'vitest';
import { formatMemberCode, isMemberCode, MEMBER_CODE_ALPHABET, normalizeMemberCode } from './member-code.js';

describe('member codes', () => {
  it('use no characters that look alike', () => {
    for (const lookalike of ['0', 'O', '1', 'I', 'L']) expect(MEMBER_CODE_ALPHABET).not.toContain(lookalike);
    expect(new Set(MEMBER_CODE_ALPHABET).size).toBe(MEMBER_CODE_ALPHABET.length);
  });

  it('are read the way a person or a scanner types them', () => {
    expect(normalizeMemberCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(normalizeMemberCode('abcd 2345')).toBe('ABCD2345');
    expect(isMemberCode('ABCD2345')).toBe(true);
    expect(isMemberCode('ABCD234')).toBe(false);
    expect(isMemberCode('ABCD23450')).toBe(false);
    expect(isMemberCode('ABCD2O45')).toBe(false);
    expect(isMemberCode('Lena Novak')).toBe(false);
    expect(formatMemberCode('ABCD2345')).toBe('ABCD 2345');
  });
});
