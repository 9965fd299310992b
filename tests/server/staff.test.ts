import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { addStaff, listStaff, outletIds, removeStaff } from '../../server/db/queries/staff.ts';
import { databaseUrl, dropDatabase, uniqueDatabaseName, withServer } from './support/postgres.ts';
import { openTestDb } from './support/testDb.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('staff accounts', () => {
  test("the demo data has one member of staff per outlet, and Surat's manager at all of Surat's", async () => {
    const staff = await listStaff(db);
    const outlets = await outletIds(db);
    expect(staff.map((member) => member.outlet_ids)).toEqual(expect.arrayContaining(outlets.map((id) => [id])));
    expect(staff).toHaveLength(outlets.length + 1);
    expect(staff[0]).toEqual({ mobile_number: '9700000001', name: 'Adajan counter', outlet_ids: ['surat-adajan'] });
    const manager = staff.find((member) => member.mobile_number === '9790000001');
    expect(manager?.outlet_ids).toEqual(outlets.filter((id) => id.startsWith('surat-')).sort());
  });

  test('adding gives outlets to a number, creating its account once; a name given replaces the old one', async () => {
    await addStaff(db, { mobileNumber: '9812345678', outletIds: ['surat-vesu'], name: 'Priya Shah' }, NOW);
    const again = await addStaff(db, { mobileNumber: '9812345678', outletIds: ['surat-pal', 'surat-vesu'] }, NOW);
    expect(again).toEqual({ mobile_number: '9812345678', name: 'Priya Shah', outlet_ids: ['surat-pal', 'surat-vesu'] });
    const renamed = await addStaff(db, { mobileNumber: '9812345678', outletIds: [], name: 'Priya S.' }, NOW);
    expect(renamed.name).toBe('Priya S.');
  });

  test('removing takes outlets away; the last one, or no outlet named, takes the account', async () => {
    await addStaff(db, { mobileNumber: '9822222222', outletIds: ['surat-vesu', 'surat-pal'] }, NOW);
    expect(await removeStaff(db, '9822222222', ['surat-pal'])).toBe(true);
    expect((await listStaff(db, '9822222222'))[0]?.outlet_ids).toEqual(['surat-vesu']);
    expect(await removeStaff(db, '9822222222', ['surat-vesu'])).toBe(true);
    expect(await listStaff(db, '9822222222')).toEqual([]);

    await addStaff(db, { mobileNumber: '9833333333', outletIds: ['surat-vesu', 'surat-pal'] }, NOW);
    expect(await removeStaff(db, '9833333333', [])).toBe(true);
    expect(await listStaff(db, '9833333333')).toEqual([]);
    expect(await removeStaff(db, '9833333333', [])).toBe(false);
  });
});

describe('npm run staff', () => {
  const run = promisify(execFile);
  let env: NodeJS.ProcessEnv;
  let cleanUp: () => Promise<void>;

  // The command opens the configured database as the server does: a data directory of its own, or a
  // PostgreSQL database of its own made from the migrated template.
  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind === 'pglite') {
      const dataDir = await mkdtemp(join(tmpdir(), 'wokflow-staff-'));
      // The migrated and seeded copy every test file starts from, as the data directory's database (pgdata):
      // the command then opens it as an existing one instead of creating it.
      const dump = new Blob([await readFile(source.dumpPath)]);
      await (await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: dump })).close();
      env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    } else {
      const name = uniqueDatabaseName('wokflow_staff');
      await withServer(source.url, (admin) => admin.exec(`CREATE DATABASE ${name} TEMPLATE ${source.template}`));
      env = { ...process.env, DATABASE_URL: databaseUrl(source.url, name) };
      cleanUp = () => dropDatabase(source.url, name);
    }
  }, 60_000);
  afterAll(() => cleanUp?.());

  const staff = async (...args: string[]) => {
    try {
      const { stdout } = await run(process.execPath, ['scripts/staff.ts', ...args], { env });
      return { code: 0, out: stdout.trim() };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr.trim() };
    }
  };

  test('adds, lists and removes an account; a mistake says what is wrong and changes nothing', async () => {
    expect(await staff('add', '--mobile', '9844444444', '--outlet', 'vapi-chala', '--outlet', 'vapi-gidc')).toEqual({
      code: 0,
      out: 'Saved: 9844444444  (no name)  vapi-chala, vapi-gidc',
    });

    const wrongNumber = await staff('add', '--mobile', '98444', '--outlet', 'vapi-chala');
    expect(wrongNumber.code).toBe(1);
    expect(wrongNumber.out).toMatch(
      /^--mobile must be a 10-digit mobile number starting with 6, 7, 8 or 9, not "98444"\n\nUsage:/,
    );
    const wrongOutlet = await staff('add', '--mobile', '9855555555', '--outlet', 'vapi-nowhere');
    expect(wrongOutlet).toEqual({
      code: 1,
      out: expect.stringMatching(/^No outlet has the id vapi-nowhere\. The outlets are: surat-adajan, /),
    });
    const list = (await staff('list')).out;
    expect(list).toContain('9844444444  (no name)  vapi-chala, vapi-gidc');
    expect(list).not.toContain('9855555555');

    expect(await staff('remove', '--mobile', '9844444444')).toEqual({ code: 0, out: 'Removed: 9844444444' });
    expect(await staff('remove', '--mobile', '9844444444')).toEqual({
      code: 1,
      out: 'No staff account has the number 9844444444',
    });
  }, 120_000);
});
