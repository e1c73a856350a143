// Moving through a page the way a keyboard user does: Tab until the control is reached (never a
// click, never a programmatic focus), and asking what has focus after an action.
import type { Page } from 'playwright-core';

export interface Focused {
  tag: string;
  role: string | null;
  /** The element's accessible-ish name: aria-label, its label's text, or its own text. */
  name: string;
  invalid: boolean;
}

/** What has keyboard focus now. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', role: null, name: '', invalid: false };
    const labelled = element.getAttribute('aria-labelledby');
    const labelText =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      ((element as HTMLInputElement).labels?.[0]?.textContent || null) ??
      element.textContent;
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: (labelText ?? '').replace(/\s+/g, ' ').trim(),
      invalid: element.getAttribute('aria-invalid') === 'true',
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, and fails if the control is
 * not reached within `limit` presses: a control the keyboard cannot reach is a bug.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  options: { limit?: number; backwards?: boolean } = {},
): Promise<Focused> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  for (let presses = 0; presses < (options.limit ?? 120); presses += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (matches(now.name)) return now;
    seen.push(`${now.tag}:${now.name.slice(0, 40)}`);
  }
  throw new Error(`could not reach ${String(name)} with Tab; went through ${seen.join(' → ')}`);
}
