import { createToaster } from '@chakra-ui/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  action?: ToastAction;
  duration?: number;
}

export function toastSuccess(options: ToastOptions): void {
  toaster.create({ ...options, type: 'success' });
}

export function toastInfo(options: ToastOptions): void {
  toaster.create({ ...options, type: 'info' });
}

export function toastError(options: ToastOptions): void {
  toaster.create({ ...options, type: 'error' });
}

/** The message the server gave for a failure, or null when it gave none we can show. */
export function serverMessage(error: unknown): string | null {
  if (!error) return null;
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    return message ?? null;
  }
  if (ServerError.is(error)) return null;
  if (typeof error === 'object' && 'userErrors' in error) {
    const list = (error as { userErrors?: { message?: string }[] }).userErrors;
    return list?.find((e) => e.message)?.message ?? null;
  }
  return null;
}

/**
 * Toast for a failure: the server's message when there is one, otherwise the generic
 * "Something went wrong. Please try again.". A title may be given ("Failed to send message");
 * the server's message then becomes the description.
 */
export function toastFailure(error: unknown, title?: string): void {
  const message = serverMessage(error) ?? GENERIC_ERROR;
  if (title) toastError({ title, description: message });
  else toastError({ title: message });
}
