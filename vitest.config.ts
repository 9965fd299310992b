import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          setupFiles: ['tests/machines/support/recordVisits.ts'],
          environment: 'node',
          // A walk of every path of the larger machines (and the diagrams' layout) takes seconds of CPU: on a
          // machine busy with the other suites, 5 s is not enough.
          testTimeout: 30_000,
        },
      },
      {
        // The shop's own functions that need no browser (formatting, parsing).
        test: { name: 'client', include: ['tests/client/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/support/globalSetup.ts'],
          environment: 'node',
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page's answer to a step (a load, a smooth scroll down a long menu) can take over a second on a
          // machine busy with the other suites: expect.poll's default of 1 s made such checks flaky in CI.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
