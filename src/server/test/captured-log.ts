// The real app's log, captured: a test file points the app's own pino options at this module's lines
// with `vi.mock('<path to>/logging.js', (importOriginal) => captureAppLog(importOriginal))`.
import type * as Logging from '../logging.js';

/** Every line the app has logged since the test file started (clear it with `length = 0`). */
export const capturedLines: string[] = [];

export async function captureAppLog(importOriginal: <T>() => Promise<T>): Promise<typeof Logging> {
  const actual = await importOriginal<typeof Logging>();
  return {
    ...actual,
    loggerOptions: (level: string) => ({
      ...(actual.loggerOptions(level) as object),
      stream: { write: (line: string) => void capturedLines.push(line) },
    }),
  };
}
