import { describe, expect, it } from 'vitest';
import {
  approveCustomerSchema,
  blockCustomerSchema,
  checkCustomerStatusChange,
  CUSTOMER_STATUS_MESSAGES,
  CUSTOMER_STATUSES,
  customerStatusActions,
  rejectCustomerSchema,
} from './customer-status.js';

describe('buyer status changes', () => {
  it('offers each status its actions', () => {
    expect(Object.fromEntries(CUSTOMER_STATUSES.map((s) => [s, customerStatusActions(s)]))).toEqual({
      PENDING: ['approve', 'reject'],
      APPROVED: ['block'],
      REJECTED: [],
      BLOCKED: ['unblock'],
    });
  });

  it('moves a buyer where the action leads', () => {
    expect(checkCustomerStatusChange('approve', 'PENDING')).toEqual({ ok: true, to: 'APPROVED' });
    expect(checkCustomerStatusChange('reject', 'PENDING')).toEqual({ ok: true, to: 'REJECTED' });
    expect(checkCustomerStatusChange('block', 'APPROVED')).toEqual({ ok: true, to: 'BLOCKED' });
    expect(checkCustomerStatusChange('unblock', 'BLOCKED')).toEqual({ ok: true, to: 'APPROVED' });
  });

  it('refuses impossible changes with a message naming the status', () => {
    expect(checkCustomerStatusChange('approve', 'APPROVED')).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      message: 'Only a pending application can be approved; this buyer is approved',
    });
    expect(checkCustomerStatusChange('reject', 'BLOCKED')).toMatchObject({
      message: 'Only a pending application can be rejected; this buyer is blocked',
    });
    expect(checkCustomerStatusChange('block', 'BLOCKED')).toMatchObject({ message: 'This buyer is blocked already' });
    expect(checkCustomerStatusChange('block', 'PENDING')).toMatchObject({
      message: 'Only an approved buyer can be blocked; this buyer is pending',
    });
    expect(checkCustomerStatusChange('unblock', 'APPROVED')).toMatchObject({
      message: CUSTOMER_STATUS_MESSAGES.unblockNotBlocked,
    });
  });
});

describe('inputs of the buyer actions', () => {
  it('requires a reason to reject, trimmed, several lines allowed', () => {
    expect(rejectCustomerSchema.parse({ reason: ' No licence\nattached ' })).toEqual({
      reason: 'No licence\nattached',
    });
    expect(rejectCustomerSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      CUSTOMER_STATUS_MESSAGES.reasonRequired,
    );
    expect(rejectCustomerSchema.safeParse({ reason: 'bad\u202ereason' }).error?.issues[0]?.message).toBe(
      'This field contains characters that are not allowed',
    );
    expect(rejectCustomerSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      CUSTOMER_STATUS_MESSAGES.reasonMax,
    );
  });

  it('takes an optional reason to block', () => {
    expect(blockCustomerSchema.parse({})).toEqual({ reason: null });
    expect(blockCustomerSchema.parse({ reason: '' })).toEqual({ reason: null });
    expect(blockCustomerSchema.parse({ reason: ' unpaid invoices ' })).toEqual({ reason: 'unpaid invoices' });
  });

  it('takes an optional group code of letters, digits, - and _', () => {
    expect(approveCustomerSchema.parse({ groupCode: ' wholesale-a ' })).toEqual({ groupCode: 'wholesale-a' });
    expect(approveCustomerSchema.parse({ groupCode: null })).toEqual({ groupCode: null });
    expect(approveCustomerSchema.safeParse({ groupCode: 'a b' }).error?.issues[0]?.message).toBe(
      CUSTOMER_STATUS_MESSAGES.groupCode,
    );
  });
});
