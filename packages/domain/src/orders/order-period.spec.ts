import { describe, expect, it } from 'vitest';
import {
  formatShopDate,
  formatShopDateTime,
  orderDateRange,
  ORDER_PERIOD_MESSAGES,
  shopPeriods,
  timeZoneOffsetMs,
  zonedStartOfDay,
} from './order-period.js';

describe('the shop time zone (Europe/Amsterdam)', () => {
  it('is one hour ahead of UTC in winter and two in summer', () => {
    expect(timeZoneOffsetMs(new Date('2026-01-15T12:00:00Z'))).toBe(60 * 60 * 1000);
    expect(timeZoneOffsetMs(new Date('2026-07-15T12:00:00Z'))).toBe(2 * 60 * 60 * 1000);
  });

  it('starts a day at local midnight, also on the days the clocks change', () => {
    expect(zonedStartOfDay(2026, 1, 15).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(zonedStartOfDay(2026, 7, 15).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // 29 March 2026: clocks go forward at 02:00, the day starts in winter time
    expect(zonedStartOfDay(2026, 3, 29).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedStartOfDay(2026, 3, 30).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: clocks go back at 03:00, the day starts in summer time
    expect(zonedStartOfDay(2026, 10, 25).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(zonedStartOfDay(2026, 10, 26).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('counts "today" and "this month" in Amsterdam, not in UTC', () => {
    // 23:30 UTC on 31 October is already 1 November (00:30) in Amsterdam
    const periods = shopPeriods(new Date('2026-10-31T23:30:00Z'));
    expect(periods.dayStart.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(periods.dayEnd.toISOString()).toBe('2026-11-01T23:00:00.000Z');
    expect(periods.monthStart.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(periods.monthEnd.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // December rolls over into the next year
    const december = shopPeriods(new Date('2026-12-20T10:00:00Z'));
    expect(december.monthStart.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(december.monthEnd.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('orderDateRange', () => {
  it('takes dates as whole Amsterdam days, both inclusive', () => {
    expect(orderDateRange('2026-11-01', '2026-11-30')).toEqual({
      ok: true,
      from: new Date('2026-10-31T23:00:00.000Z'),
      before: new Date('2026-11-30T23:00:00.000Z'),
    });
  });

  it('reads the DateTime scalar form of a date (its UTC midnight) as that date', () => {
    expect(orderDateRange('2026-11-05T00:00:00.000Z', '2026-11-05T00:00:00.000Z')).toEqual({
      ok: true,
      from: new Date('2026-11-04T23:00:00.000Z'),
      before: new Date('2026-11-05T23:00:00.000Z'),
    });
  });

  it('takes other date-times as instants, the end inclusive', () => {
    expect(orderDateRange('2026-11-05T09:30:00Z', '2026-11-05T11:00:00+01:00')).toEqual({
      ok: true,
      from: new Date('2026-11-05T09:30:00.000Z'),
      before: new Date('2026-11-05T10:00:00.001Z'),
    });
  });

  it('leaves out absent bounds', () => {
    expect(orderDateRange(null, '')).toEqual({ ok: true, from: null, before: null });
  });

  it.each([
    ['2026-02-30', 'from'],
    ['yesterday', 'from'],
    ['2026-11-05T25:00:00Z', 'from'],
  ])('refuses %s', (value, field) => {
    expect(orderDateRange(value, null)).toEqual({ ok: false, field, message: ORDER_PERIOD_MESSAGES.invalidDate });
    expect(orderDateRange(null, value)).toEqual({
      ok: false,
      field: 'to',
      message: ORDER_PERIOD_MESSAGES.invalidDate,
    });
  });

  it('refuses a range that ends before it starts', () => {
    expect(orderDateRange('2026-11-05', '2026-11-04')).toEqual({
      ok: false,
      field: 'to',
      message: ORDER_PERIOD_MESSAGES.reversed,
    });
  });
});

describe('shop dates as text', () => {
  it('formats on the Amsterdam wall clock', () => {
    expect(formatShopDateTime(new Date('2026-07-01T22:30:05Z'))).toBe('2026-07-02 00:30:05');
    expect(formatShopDate(new Date('2026-12-31T23:10:00Z'))).toBe('2027-01-01');
    expect(formatShopDate(new Date('2026-12-31T22:10:00Z'))).toBe('2026-12-31');
  });
});
