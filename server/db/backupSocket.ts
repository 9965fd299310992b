import { rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';

/**
 * While a server holds a data directory no other process may open it, so the server itself hands out backups:
 * over HTTP on a Unix socket in the directory, which only the directory's owner can reach (mode 0600).
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** The running server cannot hand out a backup: the message says why. */
export class BackupUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupUnavailableError';
  }
}

/** A socket's path is limited to about a hundred bytes: a deeper data directory has no backup socket. */
const tooLong = (dataDir: string) =>
  `The path of ${dataDir} is too long for a backup socket: stop the server to take a backup, or use a shorter DATA_DIR`;

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Answers every GET on the data directory's socket with `takeBackup()`. The caller holds the directory's lock:
 * a socket file left by a killed server is removed.
 */
export async function serveBackups(dataDir: string, takeBackup: () => Promise<Buffer>): Promise<BackupSocket> {
  const path = backupSocketPath(dataDir);
  await rm(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET') {
      res.writeHead(405).end();
      return;
    }
    takeBackup().then(
      (backup) => res.writeHead(200, { 'Content-Type': 'application/gzip' }).end(backup),
      (error: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EINVAL' ? new BackupUnavailableError(tooLong(dataDir)) : error),
    );
    // Created with no access for group and others: the backup is the whole database.
    const umask = process.umask(0o177);
    try {
      server.listen(path, resolve);
    } finally {
      process.umask(umask);
    }
  });
  return {
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(path, { force: true });
    },
  };
}

/**
 * Asks the server holding `dataDir` for a backup; null when no server answers on its socket (none runs, it is
 * still starting, or the path is too long for a socket).
 */
export function requestBackup(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: '/', method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else
          reject(
            new BackupUnavailableError(
              `The server could not take the backup: ${body.toString('utf8') || res.statusCode}`,
            ),
          );
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // EINVAL: the path is too long for a socket, so no server listens on it.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'EINVAL') resolve(null);
      else reject(error);
    });
    req.end();
  });
}
