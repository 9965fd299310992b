/** A `LIKE` pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally (with `ESCAPE '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
