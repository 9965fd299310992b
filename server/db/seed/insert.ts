import type { Db } from '../db.ts';

/** PostgreSQL accepts at most 65535 bind parameters in one statement. */
const MAX_PARAMETERS = 65_535;

type Value = string | number | boolean | null;

/** Inserts `rows` into `table` with parameterized multi-row INSERTs; every row has the same columns as the first. */
export async function insertRows<Row extends { [Column in keyof Row]: Value }>(
  db: Db,
  table: string,
  rows: readonly Row[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first) as (keyof Row & string)[];
  const rowsPerStatement = Math.floor(MAX_PARAMETERS / columns.length);
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows.slice(start, start + rowsPerStatement);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = columns.map((column) => {
        if (!(column in row)) throw new Error(`${table}: a row lacks the column ${column}`);
        params.push(row[column]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
