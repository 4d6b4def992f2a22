import { describe, expect, it } from 'vitest';
import {
  checkOrderStatusChange,
  isOrderStatus,
  nextStatuses,
  ORDER_STATUS_MESSAGES,
  ORDER_STATUSES,
  orderStatusChangeSchema,
  orderStatusLabel,
} from './order-status.js';

describe('order status transitions', () => {
  it.each([
    ['pending', ['processing', 'cancelled']],
    ['processing', ['completed', 'cancelled', 'refunded']],
    ['completed', ['refunded']],
    ['cancelled', []],
    ['refunded', []],
    ['on-hold', []],
  ])('%s may move to %j', (status, next) => {
    expect(nextStatuses(status)).toEqual(next);
  });

  it('allows exactly the documented moves', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => checkOrderStatusChange(from, to).ok).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending→processing',
        'pending→cancelled',
        'processing→completed',
        'processing→cancelled',
        'processing→refunded',
        'completed→refunded',
      ].sort(),
    );
  });

  it('explains each refusal', () => {
    expect(checkOrderStatusChange('pending', 'completed')).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      message: 'A pending order cannot be moved to completed; it can be moved to processing or cancelled',
    });
    expect(checkOrderStatusChange('completed', 'cancelled')).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'A completed order cannot be moved to cancelled; it can be moved to refunded',
    });
    expect(checkOrderStatusChange('cancelled', 'processing')).toEqual({
      ok: false,
      code: 'FINAL_STATUS',
      message: 'A cancelled order cannot change status any more',
    });
    expect(checkOrderStatusChange('processing', 'processing')).toEqual({
      ok: false,
      code: 'UNCHANGED',
      message: 'The order is processing already',
    });
    expect(checkOrderStatusChange('processing', 'shipped')).toEqual({
      ok: false,
      code: 'UNKNOWN_STATUS',
      message: ORDER_STATUS_MESSAGES.unknown,
    });
    expect(ORDER_STATUS_MESSAGES.unknown).toBe(
      'Status must be one of: pending, processing, completed, cancelled, refunded',
    );
  });

  it('knows its statuses and their labels', () => {
    expect(isOrderStatus('refunded')).toBe(true);
    expect(isOrderStatus('Refunded')).toBe(false);
    expect(orderStatusLabel('processing')).toBe('Processing');
    expect(orderStatusLabel('on-hold')).toBe('on-hold');
  });
});

describe('orderStatusChangeSchema', () => {
  it('normalises the status and keeps a multi-line note', () => {
    expect(orderStatusChangeSchema.parse({ status: ' Completed ', note: ' Sent with DHL\nTrack 123 ' })).toEqual({
      status: 'completed',
      note: 'Sent with DHL\nTrack 123',
    });
    expect(orderStatusChangeSchema.parse({ status: 'completed', note: '  ' })).toEqual({
      status: 'completed',
      note: null,
    });
    expect(orderStatusChangeSchema.parse({ status: 'completed' }).note).toBeNull();
  });

  it('refuses control characters and overlong notes', () => {
    expect(orderStatusChangeSchema.safeParse({ status: 'completed', note: 'a\u0000b' }).error?.issues[0]?.message).toBe(
      'This field contains characters that are not allowed',
    );
    expect(
      orderStatusChangeSchema.safeParse({ status: 'completed', note: 'x'.repeat(1001) }).error?.issues[0]?.message,
    ).toBe(ORDER_STATUS_MESSAGES.noteMax);
  });
});
