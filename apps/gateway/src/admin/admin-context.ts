import type { Request, Response } from 'express';

/** The signed-in staff member as the admin resolvers see it (never a password hash). */
export interface StaffPrincipal {
  id: string;
  email: string;
  name: string;
  role: 'OWNER' | 'STAFF';
}

/**
 * What every admin resolver receives: built per request of POST /admin/graphql from the admin cookie
 * (path /admin) or `Authorization: Bearer <admin token>`. A buyer's session or token never yields a
 * staff member here.
 */
export interface AdminContext {
  req: Request;
  res: Response;
  requestId: string;
  /** client IP (honours `trust proxy`), for rate limits */
  ip: string;
  /** null when the caller is not signed in as staff */
  staff: StaffPrincipal | null;
  /** the session the caller signed in with (logout ends it; a password change keeps it) */
  staffSession: { id: string } | null;
  /**
   * Set when this gateway keeps no console data (STORE_BACKEND=wordpress: the shop is operated in
   * WordPress). requireStaff then refuses every operation; only consoleInfo answers.
   */
  unavailable: { message: string; wordpressAdminUrl: string | null } | null;
}
