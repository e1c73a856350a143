// Where the benchmarks keep their figures: one JSON file per run under bench-results/, named by when
// it ran, the commit and the mode, so runs on different commits can be compared side by side.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** The checked-out commit, to name the results by; a copy of the sources without git has none. */
export function currentCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'no-git';
  }
}

/** Writes the figures as bench-results/<when>-<commit>-<mode>.json and says where. */
export function writeResults<T extends { when: string; commit: string }>(figures: T, mode: string): void {
  const resultsDir = path.join(root, 'bench-results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `${figures.when.replace(/[:.]/g, '-')}-${figures.commit}-${mode}.json`);
  fs.writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nJSON: ${path.relative(root, out)}`);
}
