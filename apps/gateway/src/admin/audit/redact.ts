/**
 * What the audit log never keeps: passwords, hashes, tokens, secrets, keys, cookies. Applied to every
 * entry's before/after by AuditService, however deep the key sits.
 */
const SECRET_KEY =
  /pass(word|wd|phrase)?|hash|token|secret|api[-_]?key|private[-_]?key|cookie|authori[sz]ation|credential/i;

export const REDACTED = '[redacted]';
const MAX_DEPTH = 8;

/** a JSON-safe copy of `value` with secret-like keys replaced by "[redacted]" (cycles and depth cut) */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? null : value;
  if (seen.has(value) || depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1, seen));
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      copy[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1, seen);
    }
    return copy;
  } finally {
    seen.delete(value);
  }
}
