import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../../server/config.ts';
import { BackupFileError } from '../../server/db/backup.ts';
import { BackupUnavailableError } from '../../server/db/backupSocket.ts';
import { DataDirInUseError } from '../../server/db/lock.ts';

/** Asked well, but it cannot be done: the message says why and what to do. */
export class RefusedError extends Error {}
/** A mistake in the command line: reported with the usage. */
class UsageError extends Error {}

/** The command's one file argument, and `--force` for a command that `acceptsForce`. */
export function fileArgument(argv: string[], acceptsForce = false): { file: string; force: boolean } {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    const [file, ...extra] = positionals;
    if (!file) throw new UsageError('the backup file is required');
    if (extra.length > 0) throw new UsageError(`unexpected ${extra.join(' ')}`);
    if (values.force && !acceptsForce) throw new UsageError('unexpected --force');
    return { file, force: values.force };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

/**
 * The embedded database's data directory from the configuration `npm start` reads. With DATABASE_URL the data
 * is in PostgreSQL, which has its own tools: `postgresRecipe` says which.
 */
export function embeddedDataDir(postgresRecipe: string): string {
  const config = readConfig(process.env);
  if (config.databaseUrl) {
    throw new RefusedError(
      `DATABASE_URL is set: the data is in PostgreSQL, not in the embedded database. Use PostgreSQL's tools:\n  ${postgresRecipe}\n(README, Operations)`,
    );
  }
  return config.dataDir;
}

/** Runs the command and prints what it answers; a refusal is printed alone, and the exit code is 1. */
export async function runCommand(usage: string, run: () => Promise<string>): Promise<void> {
  try {
    console.log(await run());
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else if (
      error instanceof RefusedError ||
      error instanceof BackupFileError ||
      error instanceof BackupUnavailableError ||
      error instanceof ConfigError ||
      error instanceof DataDirInUseError
    )
      console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  }
}
