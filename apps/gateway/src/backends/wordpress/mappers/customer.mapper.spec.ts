import { describe, expect, it } from 'vitest';
import { wpUser } from '../upstream.schemas.js';
import { mapCustomer } from './customer.mapper.js';

const user = (meta: Record<string, unknown>) =>
  wpUser.parse({ id: 7, name: 'Ann', email: 'ann@example.com', registered_date: '2026-01-02T03:04:05', meta });

describe('mapCustomer: the account standing in WordPress (issue 17)', () => {
  it('is APPROVED when the shop_status meta is absent or unknown', () => {
    expect(mapCustomer(user({}))).toMatchObject({ status: 'APPROVED', statusReason: null });
    expect(mapCustomer(user({ shop_status: 'approved-ish' }))).toMatchObject({ status: 'APPROVED' });
  });

  it('follows shop_status and shop_status_reason (registered meta or one-element arrays)', () => {
    expect(mapCustomer(user({ shop_status: 'PENDING' }))).toMatchObject({ status: 'PENDING', statusReason: null });
    expect(mapCustomer(user({ shop_status: ['REJECTED'], shop_status_reason: ['No licence'] }))).toMatchObject({
      status: 'REJECTED',
      statusReason: 'No licence',
    });
  });
});
