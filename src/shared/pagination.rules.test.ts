// How many pages a list shows under its table: never fewer than one, and a last page for any rows
// left over.
import { describe, expect, it } from 'vitest';
import { pageCount } from './pagination.js';

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [40, 20, 2],
    [41, 20, 3],
    [7, 3, 3],
  ])('%i rows at %i a page make %i pages', (total, pageSize, pages) => {
    expect(pageCount({ total, pageSize })).toBe(pages);
  });
});
