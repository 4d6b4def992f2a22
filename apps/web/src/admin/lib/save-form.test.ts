import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../lib/toast';
import { saveForm } from './save-form';

interface Payload {
  category: { id: string; name: string } | null;
  userErrors: { field: string[] | null; message: string }[];
}

function run(payload: Payload | null | (() => never)) {
  const setError = vi.fn();
  const onSaved = vi.fn();
  const result = saveForm({
    save: async () => (typeof payload === 'function' ? payload() : payload),
    saved: (p: Payload) => p.category,
    onSaved,
    setError,
    fields: ['name', 'slug'],
    failure: 'The category was not saved',
  });
  return { result, setError, onSaved };
}

describe('saveForm', () => {
  let toasts: { title?: unknown; description?: unknown; type?: unknown }[];
  beforeEach(() => {
    toasts = [];
    vi.spyOn(toaster, 'create').mockImplementation((options) => {
      toasts.push(options);
      return 'id';
    });
  });

  it('hands over what was saved when the payload has no userErrors', async () => {
    const { result, setError, onSaved } = run({ category: { id: 'c1', name: 'Teas' }, userErrors: [] });
    expect(await result).toBeNull();
    expect(onSaved).toHaveBeenCalledWith({ id: 'c1', name: 'Teas' });
    expect(setError).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('puts userErrors under their fields and toasts the one that belongs to no field', async () => {
    const { result, setError, onSaved } = run({
      category: null,
      userErrors: [
        { field: ['input', 'slug'], message: 'That slug is taken.' },
        { field: null, message: 'The shop is read-only.' },
      ],
    });
    expect(await result).toBe('The shop is read-only.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(setError).toHaveBeenCalledWith(
      'slug',
      { type: 'server', message: 'That slug is taken.' },
      { shouldFocus: true },
    );
    expect(toasts).toEqual([
      { title: 'The category was not saved', description: 'The shop is read-only.', type: 'error' },
    ]);
  });

  it('asks to check the highlighted fields when every userError has its field', async () => {
    const { result } = run({ category: null, userErrors: [{ field: ['name'], message: 'Enter the name.' }] });
    expect(await result).toBeNull();
    expect(toasts).toEqual([
      { title: 'The category was not saved', description: 'Check the highlighted fields.', type: 'error' },
    ]);
  });

  it('toasts a failed request with the failure title', async () => {
    const { result, onSaved } = run(() => {
      throw new Error('offline');
    });
    expect(await result).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'The category was not saved', type: 'error' });
  });
});
