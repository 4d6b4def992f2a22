import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster, toastSuccess } from '../lib/toast';
import { DeferredToaster } from './deferred-toaster';
import { getSystem } from './theme';

afterEach(() => toaster.remove());

describe('DeferredToaster', () => {
  it('shows a toast created after mounting', async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <DeferredToaster />
      </ChakraProvider>,
    );
    toastSuccess({ title: 'Added to cart', description: 'Mint oil (No variant) has been added to your cart.' });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Mint oil (No variant) has been added to your cart.')).toBeInTheDocument();
  });

  it('shows a toast created before it mounted', async () => {
    toastSuccess({ title: 'Early toast' });
    render(
      <ChakraProvider value={getSystem()}>
        <DeferredToaster />
      </ChakraProvider>,
    );
    expect(await screen.findByText('Early toast')).toBeInTheDocument();
  });
});
