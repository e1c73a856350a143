// axe-core in the page (the @axe-core/playwright wrapper needs Node 22): the script is injected from
// node_modules, which the app's Content-Security-Policy would block, so pages checked with axe run in
// a browser context opened with bypassCSP (see newAxeSession).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { watchPageErrors } from './browser.js';
import type { Session } from './dashboard.js';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the first few elements at fault. */
  where: string[];
}

export interface AxeOutcome {
  violations: AxeFinding[];
  /** How many rules ran and found nothing wrong, to show the check did look at the page. */
  passedRules: number;
}

export async function newAxeSession(browser: Browser, viewport: { width: number; height: number }): Promise<Session> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

/** Runs every axe rule that is not experimental over the whole page, as it is now. */
export async function checkWithAxe(page: Page): Promise<AxeOutcome> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    type Axe = {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: string[] }[];
        }[];
        passes: unknown[];
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return {
      violations: result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        where: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      })),
      passedRules: result.passes.length,
    };
  });
}
