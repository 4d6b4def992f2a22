import * as z from 'zod/mini';

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
export function toUserErrors(error: z.core.$ZodError, pathPrefix: readonly string[] = []): DomainUserError[] {
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

/**
 * Parses with a schema; returns the data or the userErrors. Takes any zod 4 schema: the storefront's
 * are zod/mini, the console's and the gateway's own classic zod.
 */
export function validateInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  pathPrefix: readonly string[] = [],
): { ok: true; data: z.output<S> } | { ok: false; userErrors: DomainUserError[] } {
  const parsed = z.safeParse(schema, input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, userErrors: toUserErrors(parsed.error, pathPrefix) };
}
