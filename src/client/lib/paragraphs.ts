// Plain text an owner typed in Settings ("About us", the receipt footer) as paragraphs: each line
// with text is one, blank lines are dropped. A textarea's Enter is how people start a new paragraph;
// no markup is read, so whatever is typed shows as text.

/** 'One.\n\nTwo.\n  Three. ' -> ['One.', 'Two.', 'Three.']. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
