import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toastError, toastFailure } from '../../lib/toast';
import { applyUserErrors, type UserErrorLike } from './user-errors';

export interface SaveFormOptions<P extends { userErrors: readonly UserErrorLike[] }, S, T extends FieldValues> {
  /** runs the mutation and resolves to its payload (`data?.saveCategory`) */
  save: () => Promise<P | null | undefined>;
  /** what the payload says was saved (`payload.category`, `payload.ok`); nothing when it was not */
  saved: (payload: P) => S | null | undefined | false;
  /** it was saved (and the payload has no userErrors): toast, close, navigate */
  onSaved: (saved: NonNullable<S>) => void;
  setError: UseFormSetError<T>;
  /** the form's field names: a userError about one of them is shown under it */
  fields: readonly string[];
  /** the toast's title when it was not saved: "The category was not saved" */
  failure: string;
}

/**
 * Submits a console form: runs the save mutation; on success hands over what was saved; otherwise
 * puts the server's userErrors under their fields and toasts the first one that belongs to no field
 * (or "Check the highlighted fields."); a network or GraphQL failure is toasted too.
 * Resolves to the first message that belongs to no field, or null.
 */
export async function saveForm<P extends { userErrors: readonly UserErrorLike[] }, S, T extends FieldValues>({
  save,
  saved,
  onSaved,
  setError,
  fields,
  failure,
}: SaveFormOptions<P, S, T>): Promise<string | null> {
  try {
    const payload = await save();
    const result = payload ? saved(payload) : null;
    if (payload && result && payload.userErrors.length === 0) {
      onSaved(result);
      return null;
    }
    const unplaced = applyUserErrors(payload?.userErrors ?? [], setError, fields);
    toastError({ title: failure, description: unplaced[0] ?? 'Check the highlighted fields.' });
    return unplaced[0] ?? null;
  } catch (error) {
    toastFailure(error, failure);
    return null;
  }
}
