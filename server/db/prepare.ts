import type { Db } from './db.ts';
import { lockSchema, migrate } from './migrate.ts';

async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [catalogue] = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM cities) AS empty');
  return catalogue?.empty ?? true;
}

/** Brings a database up to date: applies pending migrations, and fills an empty catalogue with the demo data. */
export async function prepareDatabase(db: Db): Promise<void> {
  await migrate(db);
  if (!(await catalogueIsEmpty(db))) return;
  await db.transaction(async (tx) => {
    await lockSchema(tx);
    if (!(await catalogueIsEmpty(tx))) return; // another server filled it meanwhile
    // Imported only here: the demo data is large, and only a first start needs it.
    const { seedDemoData } = await import('./seed/index.ts');
    await seedDemoData(tx);
  });
}
