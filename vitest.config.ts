import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'migrations/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: two cores are shared by the browser, the server and vitest.
          fileParallelism: false,
        },
      },
    ],
  },
});
