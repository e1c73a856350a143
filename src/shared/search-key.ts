// One way to compare names whatever their capitals and accents, used for every search key the
// application stores (users, records, equipment, plans). Folding happens here, in JavaScript, not in
// SQL: SQLite's lower() folds only ASCII and PostgreSQL's depends on the server's locale, so the two
// databases would disagree. Stored keys are compared with plain binary order, which both agree on.

/** Letters that Unicode decomposition leaves whole but a reader treats as a base letter. */
const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const COMBINING_MARKS = /\p{M}/gu;
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * "ZOË", "Zoë" and "zoe" all become "zoe"; "STRASSE" and "Straße" both become "strasse".
 * NFKD splits accented letters into letter + mark (and compatibility forms such as "ﬁ" into "fi");
 * the marks are dropped and what is left is lower-cased.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter);
}
