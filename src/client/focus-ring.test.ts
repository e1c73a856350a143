// The keyboard focus ring must be visible on everything: WCAG 2.2 asks an indicator at least 2px
// thick with 3:1 contrast. Read from the stylesheet itself, so a change of colour is caught here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every global stylesheet (src/client/styles.css imports them): the tokens and the :focus-visible
// rule are in styles/base.css, and no other file may bring the old faint glow back.
const stylesDir = new URL('./styles/', import.meta.url);
const css = readdirSync(stylesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => readFileSync(new URL(file, stylesDir), 'utf8'))
  .join('\n');

function token(name: string): string {
  const match = css.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i'));
  if (!match?.[1]) throw new Error(`No colour token --${name}`);
  return match[1];
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the focus ring', () => {
  const rule = css.match(/\n:focus-visible\s*\{([^}]*)\}/)?.[1] ?? '';

  it('is a solid outline of at least 2px on every focusable thing, not a faint glow', () => {
    const outline = rule.match(/outline:\s*(\d+)px solid var\(--color-focus\)/);
    expect(Number(outline?.[1])).toBeGreaterThanOrEqual(2);
    expect(css).not.toMatch(/rgb\(15 118 110 \/ 35%\)/);
  });

  it('contrasts at least 3:1 with the page and the cards around it', () => {
    for (const background of ['color-bg', 'color-surface', 'color-primary-soft']) {
      expect(contrast(token('color-focus'), token(background)), background).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps 3:1 against dark controls through the halo between them and the outline', () => {
    expect(rule).toMatch(/box-shadow:\s*0 0 0 2px var\(--color-focus-halo\)/);
    expect(contrast(token('color-focus'), token('color-focus-halo'))).toBeGreaterThanOrEqual(3);
    for (const control of ['color-primary', 'color-primary-strong', 'color-danger', 'color-text']) {
      expect(contrast(token('color-focus-halo'), token(control)), control).toBeGreaterThanOrEqual(3);
    }
  });
});
