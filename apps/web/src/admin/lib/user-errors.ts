import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface UserErrorLike {
  field?: readonly string[] | null;
  message: string;
  code?: string;
}

/**
 * Puts the server's userErrors next to the fields they are about (`field: ["input", "slug"]` or
 * `["slug"]` → the form's `slug`; `["input", "variations", "1", "price"]` → `variations.1.price`
 * when the form has it) and returns the messages that belong to no field of the form (shown in a
 * toast or above the form).
 */
export function applyUserErrors<T extends FieldValues>(
  errors: readonly UserErrorLike[],
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  const known = new Set(fields);
  const unplaced: string[] = [];
  for (const error of errors) {
    const path = (error.field ?? []).filter((part) => part !== 'input');
    const name = fieldName(path, known);
    if (name) setError(name as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    else unplaced.push(error.message);
  }
  return unplaced;
}

/** the longest leading part of the path that is a field of the form (its top-level name decides) */
function fieldName(path: readonly string[], known: Set<string>): string | null {
  if (path.length === 0 || !known.has(path[0]!)) return null;
  return path.join('.');
}

/** the first message of a payload's userErrors, or null */
export function firstUserError(errors: readonly UserErrorLike[] | null | undefined): string | null {
  return errors?.find((e) => e.message)?.message ?? null;
}
