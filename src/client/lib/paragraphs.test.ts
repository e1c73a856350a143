import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs.js';

describe('paragraphsOf', () => {
  it.each([
    ['', []],
    ['   \n\n  ', []],
    ['One line.', ['One line.']],
    ['First.\nSecond.', ['First.', 'Second.']],
    ['First.\n\n\nSecond.', ['First.', 'Second.']],
    ['  Spaced.  \r\n\r\nWindows ends.\r\n', ['Spaced.', 'Windows ends.']],
    ['<b>Not markup</b>', ['<b>Not markup</b>']],
  ])('%j -> %j', (text, paragraphs) => {
    expect(paragraphsOf(text)).toEqual(paragraphs);
  });
});
