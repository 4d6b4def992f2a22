import type { z } from 'zod';

export interface DomainUserError {
  /** path to the input field, e.g. ["email"]; null when the error is about the whole input */
  field: string[] | null;
  message: string;
  code: 'INVALID';
}

/**
 * Maps a zod error to GraphQL `userErrors`. `pathPrefix` lets a resolver point into its argument
 * (e.g. ["input"]). Duplicate messages on the same field are reported once.
 */
export function toUserErrors(error: z.ZodError, pathPrefix: readonly string[] = []): DomainUserError[] {
  const seen = new Set<string>();
  const result: DomainUserError[] = [];
  for (const issue of error.issues) {
    const path = [...pathPrefix, ...issue.path.map((segment) => String(segment))];
    const key = `${path.join('.')}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ field: path.length > 0 ? path : null, message: issue.message, code: 'INVALID' });
  }
  return result;
}

/** Parses with a schema; returns the data or the userErrors. */
export function validateInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  pathPrefix: readonly string[] = [],
): { ok: true; data: z.output<S> } | { ok: false; userErrors: DomainUserError[] } {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, userErrors: toUserErrors(parsed.error, pathPrefix) };
}
