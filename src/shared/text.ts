// Characters a text field must not accept: they cannot be stored faithfully or shown safely. A lone
// UTF-16 surrogate becomes invalid UTF-8 in the database; NUL ends strings in C libraries and logs;
// other control characters have no business in a name or a message.

export type TextRule = 'single-line' | 'multi-line' | 'password';

function isAllowedControl(code: number, rule: TextRule): boolean {
  if (rule === 'password') return code !== 0;
  return rule === 'multi-line' && (code === 0x09 || code === 0x0a || code === 0x0d);
}

/** True when the text has a lone surrogate or a control character the rule does not allow. */
export function hasForbiddenCharacters(text: string, rule: TextRule): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !isAllowedControl(code, rule)) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1; // a well-formed pair: one character outside the Basic Multilingual Plane
        continue;
      }
      return true;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

export function invalidCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed.`;
}
