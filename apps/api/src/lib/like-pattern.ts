/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` typed in a search are letters, not wildcards. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
