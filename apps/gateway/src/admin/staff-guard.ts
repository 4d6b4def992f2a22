import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import type { AdminPorts } from '../backends/admin-port.js';
import { apiError } from '../graphql/errors.js';
import type { AdminContext, StaffPrincipal } from './admin-context.js';

export const GUARD_MESSAGES = {
  unauthenticated: 'Please sign in to the console.',
  forbidden: 'Only an owner can do this. Ask an owner of the shop.',
} as const;

/**
 * Every admin resolver starts with this (consoleInfo and adminLogin excepted; staffMe and adminLogout
 * use `requireConsole`). Throws UNAUTHENTICATED without a staff session, FORBIDDEN when `role` is
 * 'OWNER' and the caller is STAFF, and FORBIDDEN (reason OPERATED_IN_WORDPRESS) on a gateway without
 * console storage. Returns the signed-in staff member.
 */
export function requireStaff(ctx: AdminContext, role?: 'OWNER'): StaffPrincipal {
  requireConsole(ctx);
  if (!ctx.staff) throw apiError('UNAUTHENTICATED', GUARD_MESSAGES.unauthenticated);
  if (role === 'OWNER' && ctx.staff.role !== 'OWNER') throw apiError('FORBIDDEN', GUARD_MESSAGES.forbidden);
  return ctx.staff;
}

/**
 * `requireStaff` for the console's plain-HTTP downloads (orders.csv, audit.csv): the staff member, or
 * null after answering 401 (no staff session) or 403 in GraphQL's error shape.
 */
export function staffOrRefuse(ctx: AdminContext, res: Response, role?: 'OWNER'): StaffPrincipal | null {
  try {
    return requireStaff(ctx, role);
  } catch (error) {
    const extensions = error instanceof GraphQLError ? error.extensions : { code: 'UNAUTHENTICATED' };
    const message = error instanceof Error ? error.message : 'Unauthorized';
    res
      .status(extensions.code === 'FORBIDDEN' ? 403 : 401)
      .type('application/json')
      .send(JSON.stringify({ errors: [{ message, extensions }] }));
    return null;
  }
}

/** Refuses every operation of a gateway that keeps no console data (STORE_BACKEND=wordpress). */
export function requireConsole(ctx: AdminContext): void {
  if (ctx.unavailable) {
    throw apiError('FORBIDDEN', ctx.unavailable.message, {
      reason: 'OPERATED_IN_WORDPRESS',
      wordpressAdminUrl: ctx.unavailable.wordpressAdminUrl,
    });
  }
}

/**
 * The console's ports after the guard passed (the context is `unavailable` exactly when they are null).
 * Services inject ADMIN_PORTS as `AdminPorts | null` and read them through this.
 */
export function consolePorts(ports: AdminPorts | null): AdminPorts {
  if (!ports) throw apiError('FORBIDDEN', 'The operator console is not available on this shop.');
  return ports;
}
