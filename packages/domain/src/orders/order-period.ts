/**
 * Days and months as the shop counts them: in its own time zone, Europe/Amsterdam (CET in winter,
 * CEST in summer), whatever the server's or the operator's clock says. The dashboard's "today" and
 * "this month" and the order filters' dates (a date means that whole day in Amsterdam) use these.
 * Pure: Intl's time-zone data, no library, no I/O.
 */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

export const ORDER_PERIOD_MESSAGES = {
  invalidDate: 'Please enter a date such as 2026-11-01 (or an ISO date-time)',
  reversed: 'The start date must not be after the end date',
} as const;

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string) {
  let format = partFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** how far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (Amsterdam: 1 h in winter, 2 h in summer) */
export function timeZoneOffsetMs(instant: Date, timeZone: string = SHOP_TIME_ZONE): number {
  const p = partsIn(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** the calendar date at `instant` in `timeZone` (month 1-12) */
export function zonedDate(
  instant: Date,
  timeZone: string = SHOP_TIME_ZONE,
): { year: number; month: number; day: number } {
  const { year, month, day } = partsIn(instant, timeZone);
  return { year, month, day };
}

/**
 * The instant a calendar day begins in `timeZone` (month 1-12; day and month may overflow, as in
 * Date.UTC: day 32 of January is 1 February). Amsterdam's clock changes at 02:00/03:00, never at
 * midnight, so every day has a midnight; the second pass settles a guess made across a change.
 */
export function zonedStartOfDay(year: number, month: number, day: number, timeZone: string = SHOP_TIME_ZONE): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - timeZoneOffsetMs(new Date(wall), timeZone);
  instant = wall - timeZoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export interface ShopPeriods {
  /** today's first instant in the shop's time zone */
  dayStart: Date;
  /** tomorrow's first instant (exclusive end of today) */
  dayEnd: Date;
  monthStart: Date;
  monthEnd: Date;
}

/** "today" and "this month" around `now`, in the shop's time zone; ends are exclusive */
export function shopPeriods(now: Date, timeZone: string = SHOP_TIME_ZONE): ShopPeriods {
  const { year, month, day } = zonedDate(now, timeZone);
  return {
    dayStart: zonedStartOfDay(year, month, day, timeZone),
    dayEnd: zonedStartOfDay(year, month, day + 1, timeZone),
    monthStart: zonedStartOfDay(year, month, 1, timeZone),
    monthEnd: zonedStartOfDay(year, month + 1, 1, timeZone),
  };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** what the API's DateTime scalar makes of a date: its UTC midnight */
const UTC_MIDNIGHT = /^(\d{4})-(\d{2})-(\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/;

/** "2026-11-05" (or its UTC midnight) → the calendar date it names; null for anything else */
function calendarDateOf(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_ONLY.exec(value) ?? UTC_MIDNIGHT.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

export type OrderDateRange =
  { ok: true; from: Date | null; before: Date | null } | { ok: false; field: 'from' | 'to'; message: string };

/**
 * The order filters' `from` and `to`, both inclusive: a date ("2026-11-05", or the same date at
 * 00:00 UTC, which is what the API's DateTime scalar makes of it) means that whole day in the shop's
 * time zone; any other date-time is that instant. Answers the first instant (`from`) and the first
 * instant after the range (`before`, exclusive), or which bound could not be read.
 */
export function orderDateRange(
  from: string | null | undefined,
  to: string | null | undefined,
  timeZone: string = SHOP_TIME_ZONE,
): OrderDateRange {
  const bound = (value: string | null | undefined, edge: 'from' | 'to'): Date | null | 'invalid' => {
    const text = value?.trim();
    if (!text) return null;
    const date = calendarDateOf(text);
    if (date) return zonedStartOfDay(date.year, date.month, edge === 'from' ? date.day : date.day + 1, timeZone);
    if (DATE_ONLY.test(text) || !/^\d{4}-\d{2}-\d{2}T/.test(text)) return 'invalid';
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return 'invalid';
    return edge === 'from' ? instant : new Date(instant.getTime() + 1);
  };
  const start = bound(from, 'from');
  if (start === 'invalid') return { ok: false, field: 'from', message: ORDER_PERIOD_MESSAGES.invalidDate };
  const before = bound(to, 'to');
  if (before === 'invalid') return { ok: false, field: 'to', message: ORDER_PERIOD_MESSAGES.invalidDate };
  if (start && before && start.getTime() >= before.getTime()) {
    return { ok: false, field: 'to', message: ORDER_PERIOD_MESSAGES.reversed };
  }
  return { ok: true, from: start, before };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-11-05 14:30:00" on the shop's wall clock (exports, e-mails: what an operator in Amsterdam reads) */
export function formatShopDateTime(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const p = partsIn(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** "2026-11-05": the shop's calendar date at `instant` (file names) */
export function formatShopDate(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const { year, month, day } = zonedDate(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
