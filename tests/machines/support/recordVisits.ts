/**
 * Setup of the machines test project: when `npm run paths` sets WOKFLOW_VISITS_DIR, every harness a test
 * file starts is recorded, and what they walked is written to <dir>/<test file name>.json at its end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { startRecording, takeVisitLog } from '../../../flows/graph/record.ts';

const dir = process.env.WOKFLOW_VISITS_DIR;
if (dir) {
  startRecording();
  afterAll(() => {
    const testPath = expect.getState().testPath;
    if (!testPath) throw new Error('no test file to name the visit log after');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${basename(testPath)}.json`), `${JSON.stringify(takeVisitLog(), null, 2)}\n`);
  });
}
