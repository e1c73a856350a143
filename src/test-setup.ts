// An unexpected console.error fails the test that caused it (React warnings, unhandled failures).
import { afterEach, vi } from 'vitest';

let errors: unknown[][] = [];
const original = console.error;

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
