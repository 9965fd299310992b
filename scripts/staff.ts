/**
 * `npm run staff -- <command>`: the restaurant's staff accounts, on the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL), the same one `npm start` uses.
 *   add --mobile 98XXXXXXXX --outlet <outletId> [--outlet <outletId> ...] [--name "Priya Shah"]
 *   list
 *   remove --mobile 98XXXXXXXX [--outlet <outletId> ...]   (without --outlet: the whole account)
 */
import { parseArgs } from 'node:util';
import { MOBILE_DIGITS } from '../contract/constants.ts';
import { MOBILE_NUMBER } from '../contract/textRules.ts';
import { ConfigError, readConfig } from '../server/config.ts';
import { DataDirInUseError } from '../server/db/lock.ts';
import { openDatabase } from '../server/db/open.ts';
import { addStaff, listStaff, outletIds, removeStaff, type StaffMember } from '../server/db/queries/staff.ts';

const USAGE = `Usage:
  npm run staff -- add --mobile 98XXXXXXXX --outlet <outletId> [--outlet <outletId> ...] [--name "Priya Shah"]
  npm run staff -- list
  npm run staff -- remove --mobile 98XXXXXXXX [--outlet <outletId> ...]`;

/** A mistake in what was asked: reported with the usage. */
class UsageError extends Error {}
/** Asked well, but the database says no: reported alone. */
class RefusedError extends Error {}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        mobile: { type: 'string' },
        outlet: { type: 'string', multiple: true, default: [] },
        name: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function mobileOf(value: string | undefined): string {
  if (value === undefined) throw new UsageError('--mobile is required');
  if (!MOBILE_NUMBER.test(value)) {
    throw new UsageError(
      `--mobile must be a ${MOBILE_DIGITS}-digit mobile number starting with 6, 7, 8 or 9, not "${value}"`,
    );
  }
  return value;
}

const line = (member: StaffMember) =>
  `${member.mobile_number}  ${member.name || '(no name)'}  ${member.outlet_ids.join(', ') || '(no outlet)'}`;

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parse(argv);
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected ${extra.join(' ')}`);
  if (command !== 'add' && command !== 'list' && command !== 'remove') {
    throw new UsageError(command ? `unknown command "${command}"` : 'a command is required');
  }
  const mobile = command === 'list' ? undefined : mobileOf(values.mobile);
  if (command === 'add' && values.outlet.length === 0) throw new UsageError('add needs at least one --outlet');

  const database = await openDatabase(readConfig(process.env), () => undefined);
  try {
    const { db } = database;
    if (command === 'list') return (await listStaff(db)).map(line).join('\n') || 'No staff accounts.';
    const outlets = await outletIds(db);
    const unknown = values.outlet.filter((id) => !outlets.includes(id));
    if (unknown.length > 0) {
      throw new RefusedError(`No outlet has the id ${unknown.join(', ')}. The outlets are: ${outlets.join(', ')}`);
    }
    if (command === 'add' && mobile) {
      return `Saved: ${line(await addStaff(db, { mobileNumber: mobile, outletIds: values.outlet, name: values.name }, new Date()))}`;
    }
    if (mobile && !(await removeStaff(db, mobile, values.outlet)))
      throw new RefusedError(`No staff account has the number ${mobile}`);
    const [left] = mobile ? await listStaff(db, mobile) : [];
    return left ? `Saved: ${line(left)}` : `Removed: ${mobile}`;
  } finally {
    await database.close();
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof RefusedError || error instanceof ConfigError || error instanceof DataDirInUseError)
    console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
}
