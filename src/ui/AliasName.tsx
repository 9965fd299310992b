import * as styles from './AliasName.css.ts';

/** A dish's or add-on's Gujarati name (`aliasName`), under its English one; nothing when it has none. */
export function AliasName({ alias }: { alias: string }) {
  if (alias.trim() === '') return null;
  return (
    <span lang="gu" className={styles.alias}>
      {alias}
    </span>
  );
}
