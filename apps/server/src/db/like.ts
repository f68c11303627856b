/** Escapes `%`, `_` and `\` of user text for a LIKE / ILIKE pattern (PostgreSQL's default escape `\`). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
