import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_FILE = 'server.pid';

export class DataDirInUseError extends Error {
  /** The process holding the directory. */
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already in use by another server process (pid ${pid}). ` +
        'Stop that process, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockHolder(path: string): Promise<number | null> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Creates the lock file with our pid in one step: a `link` either fails or publishes a complete file. */
async function tryCreate(path: string): Promise<boolean> {
  const draft = `${path}.${process.pid}`;
  await writeFile(draft, `${process.pid}\n`);
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * Makes this process the only server using `dataDir`: a lock file holds its pid. A lock left by a
 * process that no longer runs (killed, crashed) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await tryCreate(path)) {
      return {
        async release() {
          if ((await lockHolder(path)) === process.pid) await rm(path, { force: true });
        },
      };
    }
    const holder = await lockHolder(path);
    // Our own pid in the file means it was left by an earlier process that had the same pid (a restarted container).
    if (holder !== null && holder !== process.pid && isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
    await rm(path, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dataDir}: its lock file ${path} keeps changing`);
}
