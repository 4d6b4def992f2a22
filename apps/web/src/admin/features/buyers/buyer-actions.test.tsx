import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCustomerDetailFragment, CustomerStatus } from '../../gql/graphql';
import { renderConsole } from '../../test/render-console';
import { BuyerActions } from './buyer-screen';

function buyer(status: CustomerStatus): AdminCustomerDetailFragment {
  return {
    id: 'c1',
    name: 'Ada Buyer',
    email: 'ada@example.com',
    phone: null,
    company: null,
    companyName: 'Ada BV',
    companyRegNumber: null,
    companyVatNumber: null,
    address: null,
    status,
    statusReason: null,
    groupCode: null,
    groupId: null,
    groupName: 'Retail',
    memberSince: '2026-11-05T13:04:00Z',
    orderCount: 0,
    totalSpent: { amount: '0.00', currencyCode: 'EUR' },
    licence: null,
  };
}

const ACTION_BUTTONS = ['Approve', 'Reject', 'Block', 'Unblock'];

async function offered(status: CustomerStatus): Promise<string[]> {
  const { unmount } = renderConsole(
    <div data-testid="actions">
      <BuyerActions customer={buyer(status)} />
    </div>,
    { path: '/admin/buyers/c1' },
  );
  await screen.findByTestId('actions');
  const names = ACTION_BUTTONS.filter((name) => screen.queryByRole('button', { name }) !== null);
  unmount();
  return names;
}

describe('buyer actions', () => {
  it('offers only what the API allows for the status (packages/domain customerStatusActions)', async () => {
    expect(await offered('PENDING')).toEqual(['Approve', 'Reject']);
    expect(await offered('APPROVED')).toEqual(['Block']);
    expect(await offered('BLOCKED')).toEqual(['Unblock']);
    expect(await offered('REJECTED')).toEqual([]);
    renderConsole(<BuyerActions customer={buyer('REJECTED')} />, { path: '/admin/buyers/c1' });
    expect(await screen.findByTestId('no-buyer-actions')).toHaveTextContent('A rejected application is final');
  });
});
