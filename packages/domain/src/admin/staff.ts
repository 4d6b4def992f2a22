import { z } from 'zod';
import { BUYER_APPROVAL_MODES, type BuyerApprovalMode } from '../customers/buyer-access.js';
import { emailField, MESSAGES, requiredText, strictPasswordSchema } from '../validation/schemas.js';

/**
 * The operator console's staff accounts and settings: roles, the input rules and their messages, shared
 * by the gateway's admin API and the console's forms. Staff passwords follow the account rule for new
 * passwords (strictPasswordSchema), the same one SHOP_ADMIN_PASSWORD is checked against.
 */
export const STAFF_ROLES = ['OWNER', 'STAFF'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

export const STAFF_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailTaken: 'A staff account with this email already exists',
  passwordRequired: 'A new account needs a password',
  role: 'Role must be OWNER or STAFF',
  lastOwner: 'The shop needs at least one active owner: make another account an owner first',
  notFound: 'This staff account does not exist (it may have been deleted)',
  deleteSelf: 'You cannot delete your own account: ask another owner',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  lowStockThreshold: 'Low-stock threshold must be a whole number from 0 to 100000',
  notificationEmail: 'Please enter a valid email address, or leave it empty',
  buyerApproval: 'Buyer approval is either auto or manual',
} as const;

// the fields shared with the storefront's forms are zod/mini schemas (validation/schemas.ts): no
// methods of classic zod on them, so they are wrapped with the functions of the same names
const toLowerCase = (email: string) => email.toLowerCase();
const roleField = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.role });
const nameField = requiredText(2, MESSAGES.nameMin, 100, MESSAGES.nameMax);

/** a new staff account (saveStaff without id) */
export const staffCreateSchema = z.object({
  email: z.pipe(emailField(), z.transform(toLowerCase)),
  name: nameField,
  role: roleField,
  password: strictPasswordSchema,
  active: z.boolean().optional(),
});
export type StaffCreateInput = z.output<typeof staffCreateSchema>;

/** changes to an account (saveStaff with id): an absent or empty password keeps the current one */
export const staffUpdateSchema = z.object({
  email: z.pipe(emailField(), z.transform(toLowerCase)),
  name: nameField,
  role: roleField,
  password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(strictPasswordSchema),
  ),
  active: z.boolean().optional(),
});
export type StaffUpdateInput = z.output<typeof staffUpdateSchema>;

/** the signed-in staff member's own password */
export const changeStaffPasswordSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired),
    newPassword: strictPasswordSchema,
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: STAFF_MESSAGES.samePassword,
    path: ['newPassword'],
  });

/** the console's settings; absent fields keep their value */
export const ADMIN_SETTINGS_DEFAULTS = { lowStockThreshold: 5, notificationEmail: '' } as const;
export const adminSettingsSchema = z.object({
  lowStockThreshold: z
    .number({ error: STAFF_MESSAGES.lowStockThreshold })
    .int(STAFF_MESSAGES.lowStockThreshold)
    .min(0, STAFF_MESSAGES.lowStockThreshold)
    .max(100_000, STAFF_MESSAGES.lowStockThreshold)
    .optional(),
  notificationEmail: z
    .union([z.literal(''), emailField(STAFF_MESSAGES.notificationEmail)], { error: STAFF_MESSAGES.notificationEmail })
    .optional(),
  /** the default is BUYER_APPROVAL (the gateway's config), so it is not in ADMIN_SETTINGS_DEFAULTS */
  buyerApproval: z.enum(BUYER_APPROVAL_MODES, { error: STAFF_MESSAGES.buyerApproval }).optional(),
});
export type AdminSettingsValues = {
  lowStockThreshold: number;
  notificationEmail: string;
  buyerApproval: BuyerApprovalMode;
};
