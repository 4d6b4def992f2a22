import { sql, type SQL } from 'drizzle-orm';

/** `%` and `_` are wildcards in ILIKE: a search for them means the characters themselves */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE pattern` for a column that may be null (never matches then) */
export function ilikeAny(columns: readonly SQL[], pattern: string): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '') ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/** page → offset, both already clamped by the gateway */
export function offsetOf(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * Math.max(1, Math.floor(pageSize));
}
