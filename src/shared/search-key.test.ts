import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key.js';

describe('searchKey', () => {
  it.each([
    ['ZOË', 'zoe'],
    ['Zoë', 'zoe'],
    ['CHLOÉ', 'chloe'],
    ['Chloé', 'chloe'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['Øyvind', 'oyvind'],
    ['Łukasz', 'lukasz'],
    ['ﬁtness', 'fitness'],
    ['José Ñúñez', 'jose nunez'],
  ])('folds %s to %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('keeps what is not a letter with an accent as it is', () => {
    expect(searchKey('50% off_now 100')).toBe('50% off_now 100');
  });

  it('gives the same key to a text and to its key (folding twice changes nothing)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => searchKey(searchKey(text)) === searchKey(text)));
  });

  it('gives the same key whatever the capitals', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => searchKey(text.toUpperCase()) === searchKey(text)),
    );
  });
});
