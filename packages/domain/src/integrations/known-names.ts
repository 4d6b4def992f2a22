import * as z from 'zod/mini';

/**
 * A non-empty list of names from a fixed set (API key scopes, webhook events): each unknown name is its own
 * issue, and the parsed list holds the known names once each, in the set's own order.
 */
export function knownNamesSchema<T extends string>(
  all: readonly T[],
  messages: { required: string; unknown: (name: string) => string },
) {
  return z.pipe(
    z.array(z.string()).check(
      z.minLength(1, messages.required),
      z.superRefine((names, ctx) => {
        for (const name of names) {
          if (!(all as readonly string[]).includes(name))
            ctx.addIssue({ code: 'custom', message: messages.unknown(name) });
        }
      }),
    ),
    z.transform((names: string[]) => all.filter((name) => names.includes(name))),
  );
}
