import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useSlugFields } from './use-slug-fields';

function Form({ existing }: { existing?: { name: string; slug: string } }) {
  const { register, setValue } = useForm({ defaultValues: existing ?? { name: '', slug: '' } });
  const { nameProps, slugProps } = useSlugFields({
    register,
    setValue,
    name: 'name',
    slug: 'slug',
    ownSlug: !!existing,
  });
  return (
    <form>
      <input aria-label="Name" {...nameProps} />
      <input aria-label="Slug" {...slugProps} />
    </form>
  );
}

describe('useSlugFields', () => {
  it('fills the slug from the name until the slug is typed in itself', async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Name'), 'Green Tea');
    expect(screen.getByLabelText('Slug')).toHaveValue('green-tea');
    await userEvent.clear(screen.getByLabelText('Slug'));
    await userEvent.type(screen.getByLabelText('Slug'), 'tea');
    await userEvent.type(screen.getByLabelText('Name'), 's');
    expect(screen.getByLabelText('Name')).toHaveValue('Green Teas');
    expect(screen.getByLabelText('Slug')).toHaveValue('tea');
  });

  it('keeps the slug of an item that exists when it is renamed', async () => {
    render(<Form existing={{ name: 'Green Tea', slug: 'green-tea' }} />);
    await userEvent.type(screen.getByLabelText('Name'), 's');
    expect(screen.getByLabelText('Slug')).toHaveValue('green-tea');
  });
});
