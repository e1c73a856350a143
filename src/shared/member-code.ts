// Member codes: 8 characters a front desk reads, types or scans from a card. The alphabet leaves out
// characters that look alike (0/O, 1/I/L), so a code read aloud or off a worn card is still right.
export const MEMBER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const MEMBER_CODE_LENGTH = 8;

/** What a person or a scanner typed, as a code: capitals, without spaces or dashes. */
export function normalizeMemberCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

export function isMemberCode(text: string): boolean {
  return text.length === MEMBER_CODE_LENGTH && [...text].every((character) => MEMBER_CODE_ALPHABET.includes(character));
}

/** 'ABCD2345' → 'ABCD 2345', easier to read off a screen. */
export function formatMemberCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}
