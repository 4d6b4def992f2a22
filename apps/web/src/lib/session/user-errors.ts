import { stripTags } from '@shop/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface UserErrorLike {
  field?: readonly string[] | null;
  message: string;
}

/**
 * Puts the server's userErrors on the form fields they name (the last path segment, e.g.
 * ["input", "email"] → "email"). Returns the messages that belong to no known field.
 */
export function applyUserErrors<T extends FieldValues>(
  errors: readonly UserErrorLike[],
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  const unplaced: string[] = [];
  for (const error of errors) {
    const name = error.field?.[error.field.length - 1];
    if (name && (fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    } else {
      unplaced.push(error.message);
    }
  }
  return unplaced;
}

/** A server message fit for a toast: markup and a leading "Error: " removed (SPEC section 8). */
export function cleanServerMessage(message: string | null | undefined): string | null {
  if (!message) return null;
  const text = stripTags(message)
    .replace(/^\s*error:\s*/i, '')
    .trim();
  return text === '' ? null : text;
}
