import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../server/db/lock.ts';

let dataDir: string;
let lockFile: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'wokflow-lock-')), 'data');
  lockFile = join(dataDir, 'server.pid');
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

function otherProcess(script: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('the data directory lock', () => {
  test('creates the directory and a lock file holding our pid; releasing removes it', async () => {
    const lock = await lockDataDir(dataDir);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
    await expect(readFile(lockFile)).rejects.toThrow(/ENOENT/);
  });

  test('is refused while another running process holds it, naming that process', async () => {
    const holder = otherProcess('setTimeout(() => {}, 30000)');
    await mkdir(dataDir, { recursive: true });
    await writeFile(lockFile, `${holder.pid}\n`);
    const attempt = lockDataDir(dataDir);
    await expect(attempt).rejects.toThrow(DataDirInUseError);
    await expect(attempt).rejects.toThrow(`already in use by another server process (pid ${holder.pid})`);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(holder.pid));
  });

  test('a lock left by a process that is gone is taken over', async () => {
    const gone = otherProcess('');
    await once(gone, 'exit');
    await mkdir(dataDir, { recursive: true });
    await writeFile(lockFile, `${gone.pid}\n`);
    const lock = await lockDataDir(dataDir);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });

  test('releasing never removes a lock another process has taken over since', async () => {
    const lock = await lockDataDir(dataDir);
    await writeFile(lockFile, '999999\n');
    await lock.release();
    expect((await readFile(lockFile, 'utf8')).trim()).toBe('999999');
  });
});
