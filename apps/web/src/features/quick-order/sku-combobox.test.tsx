import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../lib/session/testing';
import { QuickOrderSuggestionsQuery } from './quick-order-documents';
import { popupShift, SkuCombobox } from './sku-combobox';

const LABEL = 'Row 1: SKU or product name';

const gummies = {
  data: {
    products: {
      __typename: 'ProductPage',
      items: [
        {
          __typename: 'Product',
          id: '7',
          name: 'Calm & Focus Gummies',
          sku: 'GL-CBD-010',
          type: 'VARIABLE',
          inStock: true,
          variations: [
            {
              __typename: 'Variation',
              id: '71',
              sku: 'GL-CBD-010-30',
              inStock: true,
              attributes: [
                { __typename: 'VariationAttribute', name: 'Strength', option: '10 mg' },
                { __typename: 'VariationAttribute', name: 'Pack', option: '30 pcs' },
              ],
            },
          ],
        },
      ],
    },
  },
};

const nothing = { data: { products: { __typename: 'ProductPage', items: [] } } };

const mocks = [
  {
    request: { query: QuickOrderSuggestionsQuery, variables: ({ search }: { search: string }) => search === 'offline' },
    error: new Error('Failed to fetch'),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: QuickOrderSuggestionsQuery, variables: () => true },
    result: ({ search }: { search: string }) => (search.startsWith('gum') ? gummies : nothing),
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function Field({ onPick, onEnter }: { onPick: (sku: string) => void; onEnter: () => void }) {
  const [value, setValue] = useState('');
  return <SkuCombobox value={value} onChange={setValue} onPick={onPick} onEnter={onEnter} label={LABEL} />;
}

function renderField(hold?: () => Promise<void> | null) {
  const onPick = vi.fn();
  const onEnter = vi.fn();
  renderWithShop(<Field onPick={onPick} onEnter={onEnter} />, {
    mocks,
    hold: hold ? (operation) => (operation.operationName === 'QuickOrderSuggestions' ? hold() : null) : undefined,
  });
  const input = screen.getByRole('combobox', { name: LABEL });
  const popup = screen.getByTestId('pad-suggestions');
  return { input, popup, onPick, onEnter };
}

describe('SkuCombobox states', () => {
  it('says it is searching while the suggestions load, then lists them for the keyboard', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    const { input, popup, onPick } = renderField(() => held);
    await user.click(input);
    await user.keyboard('gumm');
    expect(within(popup).getByRole('status')).toHaveTextContent('Searching…');
    // still searching once the debounce has passed and the request is out
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(popup).getByRole('status')).toHaveTextContent('Searching…');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    release();
    const listbox = await screen.findByRole('listbox', { name: `Suggestions for ${LABEL}` });
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(within(popup).getByRole('status')).toHaveTextContent(/^$/);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'GL-CBD-010-30 Calm & Focus Gummies – 10 mg / 30 pcs',
    ]);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('GL-CBD-010-30');
    expect(input).toHaveValue('GL-CBD-010-30');
    expect(popup).not.toBeVisible();
  });

  it('says when nothing matches; Enter then goes on and Escape closes the popup', async () => {
    const user = userEvent.setup();
    const { input, popup, onEnter } = renderField();
    await user.click(input);
    await user.keyboard('oil');
    await waitFor(() => expect(within(popup).getByRole('status')).toHaveTextContent('No matching products'));
    expect(popup).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.keyboard('{Escape}');
    expect(popup).not.toBeVisible();
    // ArrowDown opens it again
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(popup).getByRole('status')).toHaveTextContent('No matching products'));
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(popup).not.toBeVisible();
  });

  it('says when the suggestions could not be loaded', async () => {
    const user = userEvent.setup();
    const { input, popup } = renderField();
    await user.click(input);
    await user.keyboard('offline');
    await waitFor(() =>
      expect(within(popup).getByRole('status')).toHaveTextContent(
        'Suggestions could not be loaded. You can still type the full SKU.',
      ),
    );
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing for fewer than two characters', async () => {
    const user = userEvent.setup();
    const { input, popup } = renderField();
    await user.click(input);
    await user.keyboard('g');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(popup).not.toBeVisible();
  });
});

describe('popupShift', () => {
  it('stays under the field when the popup fits', () => {
    expect(popupShift(300, 320, 1366)).toBe(0);
  });

  it('moves left just enough to end 16 px inside a phone viewport', () => {
    // a 390 px phone: the field starts at 65 px, the popup is 320 px wide: it would end at 385, not 374
    expect(popupShift(65, 320, 390)).toBe(-11);
  });

  it('never moves past the left margin', () => {
    expect(popupShift(20, 358, 360)).toBe(-4);
  });
});
