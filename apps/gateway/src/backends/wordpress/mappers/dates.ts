/**
 * WordPress sends dates as "YYYY-MM-DDTHH:MM:SS" without an offset: `*_gmt` fields are UTC, the
 * others site-local. Prefer the GMT variant; a local one is read as UTC (off by the site's offset,
 * better than nothing). Returns an ISO 8601 string or null.
 */
export function wpDateToIso(gmt: string | null | undefined, local?: string | null): string | null {
  for (const value of [gmt, local]) {
    if (!value) continue;
    const withZone = /([zZ]|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
    const time = Date.parse(withZone);
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return null;
}
