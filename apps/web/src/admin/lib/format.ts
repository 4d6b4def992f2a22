import { formatDate } from '../../lib/date';
import { formatMoney } from '../../lib/money';

export { formatDate, formatMoney };

/**
 * Date and time as the shop's operators read them (en-GB: "5 Nov 2026, 14:03", day before month,
 * 24-hour clock, as in the Netherlands). Empty for a missing or malformed value.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** a short date for table cells: "5 Nov 2026" */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** "pending" → "Pending", "fixed_cart" → "Fixed cart" */
export function humanize(value: string | null | undefined): string {
  const text = (value ?? '').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/** "1 order" / "3 orders" */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
