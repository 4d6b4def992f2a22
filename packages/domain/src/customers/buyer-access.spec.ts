import { describe, expect, it } from 'vitest';
import {
  accountStandingNotice,
  canSeePrices,
  initialCustomerStatus,
  isBuyerApprovalMode,
  orderingRefusal,
} from './buyer-access.js';
import { CUSTOMER_STATUSES, customerStatusActions } from './customer-status.js';

describe('buyer access', () => {
  it('only an approved buyer sees prices; anonymous, pending, rejected and blocked callers do not', () => {
    expect(canSeePrices(null)).toBe(false);
    expect(canSeePrices(undefined)).toBe(false);
    expect(CUSTOMER_STATUSES.filter((status) => canSeePrices({ status }))).toEqual(['APPROVED']);
  });

  it('a registration is approved at once under auto, pending under manual', () => {
    expect(initialCustomerStatus('auto')).toBe('APPROVED');
    expect(initialCustomerStatus('manual')).toBe('PENDING');
    expect(isBuyerApprovalMode('manual')).toBe(true);
    expect(isBuyerApprovalMode('MANUAL')).toBe(false);
  });

  it('only an approved buyer may order, and guests only under auto', () => {
    expect(orderingRefusal({ customer: null, approval: 'auto' })).toBeNull();
    expect(orderingRefusal({ customer: null, approval: 'manual' })?.code).toBe('ACCOUNT_REQUIRED');
    expect(orderingRefusal({ customer: { status: 'APPROVED' }, approval: 'manual' })).toBeNull();
    expect(orderingRefusal({ customer: { status: 'PENDING' }, approval: 'manual' })?.code).toBe('ACCOUNT_PENDING');
    const rejected = orderingRefusal({
      customer: { status: 'REJECTED', statusReason: 'No licence' },
      approval: 'auto',
    });
    expect(rejected).toEqual({ code: 'ACCOUNT_REJECTED', message: expect.stringContaining('No licence') });
    const blocked = orderingRefusal({
      customer: { status: 'BLOCKED', statusReason: 'Unpaid invoices' },
      approval: 'auto',
    });
    expect(blocked).toEqual({ code: 'ACCOUNT_BLOCKED', message: expect.stringContaining('Unpaid invoices') });
  });

  it('an expired licence blocks ordering under manual only', () => {
    const approved = { status: 'APPROVED' as const };
    const expired = { licenceExpiresOn: '2026-01-31', today: '2026-02-01' };
    expect(orderingRefusal({ customer: approved, approval: 'manual', ...expired })).toEqual({
      code: 'LICENCE_EXPIRED',
      message: expect.stringContaining('2026-01-31'),
    });
    expect(orderingRefusal({ customer: approved, approval: 'auto', ...expired })).toBeNull();
    expect(
      orderingRefusal({ customer: approved, approval: 'manual', licenceExpiresOn: '2026-02-01', today: '2026-02-01' }),
    ).toBeNull();
  });

  it('the account page explains a pending, rejected or blocked account, and nothing for an approved one', () => {
    expect(accountStandingNotice({ status: 'PENDING' })?.title).toBe('Your application is being reviewed');
    expect(accountStandingNotice({ status: 'REJECTED', statusReason: 'No licence' })?.text).toContain('No licence');
    expect(accountStandingNotice({ status: 'BLOCKED', statusReason: null })?.tone).toBe('error');
    expect(accountStandingNotice({ status: 'APPROVED' })).toBeNull();
  });

  it('the console offers approve/reject for an application, block for an approved buyer, unblock for a blocked one', () => {
    expect(customerStatusActions('PENDING')).toEqual(['approve', 'reject']);
    expect(customerStatusActions('APPROVED')).toEqual(['block']);
    expect(customerStatusActions('BLOCKED')).toEqual(['unblock']);
    expect(customerStatusActions('REJECTED')).toEqual([]);
  });
});
