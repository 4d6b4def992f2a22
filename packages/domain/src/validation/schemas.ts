import * as z from 'zod/mini';
import { hasLineBreak, hasUnsafeCharacters, TEXT_MESSAGES, visibleLength } from './text-safety.js';
import { ensureEnglishZodMessages } from './zod-locale.js';

// zod/mini rather than classic zod: the storefront's form routes load these schemas, and the mini API
// leaves out the classic one (methods on every schema, JSON Schema output): 6.5 kB brotli less on each
// form route. The rules are the same checks in the same order (`.min(n, m)` is `z.minLength(n, m)`).
ensureEnglishZodMessages();

/**
 * Form schemas of SPEC section 5 with its messages word for word. The web app uses them for its forms,
 * the gateway for its inputs, so every message exists once. Where the SPEC gives no message, the
 * message follows the same style. Optional fields accept '' / null / undefined (forms send '');
 * text is trimmed where a user expects it, passwords never (spaces are stripped as typed instead).
 */

export const MESSAGES = {
  email: 'Please enter a valid email address',
  profileEmail: 'Invalid email address',
  emailMax: 'Email must not exceed 254 characters',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must not exceed 100 characters',
  companyMin: 'Company must be at least 2 characters',
  companyMax: 'Company must not exceed 100 characters',
  subjectMin: 'Subject must be at least 2 characters',
  subjectMax: 'Subject must not exceed 200 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must not exceed 5000 characters',
  phoneMax: 'Phone number must not exceed 20 characters',
  companyNameMin: 'Company name must be at least 2 characters',
  companyNameMax: 'Company name must not exceed 100 characters',
  companyRegNumberMin: 'Company registration number must be at least 5 characters',
  companyRegNumberMax: 'Company registration number must not exceed 50 characters',
  companyVatNumberMin: 'Company VAT number must be at least 5 characters',
  companyVatNumberMax: 'Company VAT number must not exceed 50 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must not exceed 128 characters',
  passwordComposition:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character, and no spaces',
  strictPasswordComposition:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, one special character (!@#$%^&*), and no spaces',
  passwordsMismatch: 'Passwords do not match',
  newPasswordsMismatch: 'New passwords do not match',
  currentPasswordRequired: 'Current password is required',
  agreeTerms: 'You must agree to the terms and conditions',
  /** the footer's wording (SPEC section 1): "You must be 21+ to purchase." */
  confirmAge: 'You must be 21+ to purchase: please confirm your age',
  addressMin: 'Address must be at least 5 characters',
  addressMax: 'Address must not exceed 255 characters',
  fullNameMin: 'Full name must be at least 2 characters',
  fullNameMax: 'Full name must not exceed 100 characters',
  commentMax: 'Comment must not exceed 500 characters',
  couponEmpty: 'Please enter a coupon code',
  couponMax: 'Coupon code must not exceed 100 characters',
  tokenRequired: 'Reset token is required',
  postcodeMax: 'Postcode must not exceed 20 characters',
  cityMax: 'City must not exceed 100 characters',
  country: 'Please choose a country',
  poNumberMax: 'PO number must not exceed 50 characters',
  postcodeRequired: 'Postcode is required',
  cityRequired: 'City is required',
} as const;

/** Passwords have their spaces stripped as the user types (SPEC section 5). */
export function stripSpaces(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

interface TextOptions {
  /** a message, comment or address: tab and line breaks allowed (default single line) */
  multiline?: boolean;
}

/**
 * No control, DEL, C1 or bidi override characters (text-safety.ts); single-line fields refuse tab
 * and line breaks too (CR/LF in a subject would reach a mail header).
 */
function safeText(schema: z.ZodMiniString<string>, options: TextOptions = {}): z.ZodMiniString<string> {
  const multiline = options.multiline ?? false;
  let safe = schema.check(
    z.refine((value) => !hasUnsafeCharacters(value, { multiline: true }), TEXT_MESSAGES.invalidCharacters),
  );
  if (!multiline) safe = safe.check(z.refine((value) => !hasLineBreak(value), TEXT_MESSAGES.singleLine));
  return safe;
}

export function requiredText(
  min: number,
  minMessage: string,
  max?: number,
  maxMessage?: string,
  options?: TextOptions,
) {
  let schema = z.string({ error: minMessage }).check(z.trim(), z.minLength(min, minMessage));
  if (max != null) schema = schema.check(z.maxLength(max, maxMessage));
  // a value of zero-width characters only is as short as a blank one (reported once: the plain
  // length check already speaks for values short without them)
  return safeText(schema, options).check(
    z.refine((value) => value.length < min || visibleLength(value) >= min, minMessage),
  );
}

function optionalText(max: number, maxMessage: string, options?: TextOptions) {
  return z.nullish(safeText(z.string().check(z.trim(), z.maxLength(max, maxMessage)), options));
}

export function emailField(message: string = MESSAGES.email) {
  return z.pipe(
    z.string({ error: message }).check(z.trim(), z.maxLength(254, MESSAGES.emailMax)),
    z.email({ error: message }),
  );
}

/**
 * Registration / login policy: at least one lowercase, one uppercase, one digit and one special
 * character from a wide set (anything that is not a letter, digit or whitespace), no whitespace.
 */
export const PASSWORD_COMPOSITION = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S+$/;
/** Account policy (change / reset password): the special character must be one of !@#$%^&*. */
export const STRICT_PASSWORD_COMPOSITION = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])\S+$/;

/**
 * Runs the "passwords do not match" check as soon as both fields are strings, even while other
 * fields are still invalid (zod skips object refinements after any issue by default), so the form
 * shows the mismatch while the user is typing.
 */
function bothPasswordsGiven(field: string) {
  return (payload: { value: unknown }): boolean => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.[field] === 'string' && typeof value.confirmPassword === 'string';
  };
}

/** Password of the registration form. */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .check(
    z.minLength(8, MESSAGES.passwordMin),
    z.maxLength(128, MESSAGES.passwordMax),
    z.regex(PASSWORD_COMPOSITION, MESSAGES.passwordComposition),
  );

/** New password of the change-password and reset-password forms. */
export const strictPasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .check(
    z.minLength(8, MESSAGES.passwordMin),
    z.maxLength(128, MESSAGES.passwordMax),
    z.regex(STRICT_PASSWORD_COMPOSITION, MESSAGES.strictPasswordComposition),
  );

export const contactSchema = z.object({
  name: requiredText(2, MESSAGES.nameMin, 100, MESSAGES.nameMax),
  email: emailField(),
  phone: optionalText(20, MESSAGES.phoneMax),
  company: requiredText(2, MESSAGES.companyMin, 100, MESSAGES.companyMax),
  subject: requiredText(2, MESSAGES.subjectMin, 200, MESSAGES.subjectMax),
  message: requiredText(10, MESSAGES.messageMin, 5000, MESSAGES.messageMax, { multiline: true }),
});
export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactInputParsed = z.output<typeof contactSchema>;

/** Login only checks the length: existing passwords may predate the composition policy. */
export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: MESSAGES.passwordMin })
    .check(z.minLength(8, MESSAGES.passwordMin), z.maxLength(128, MESSAGES.passwordMax)),
  rememberMe: z.optional(z.boolean()),
});
export type LoginFormValues = z.input<typeof loginSchema>;

export const registrationSchema = z
  .object({
    name: requiredText(2, MESSAGES.nameMin, 100, MESSAGES.nameMax),
    email: emailField(),
    phone: optionalText(20, MESSAGES.phoneMax),
    companyName: requiredText(2, MESSAGES.companyNameMin, 100, MESSAGES.companyNameMax),
    companyRegNumber: requiredText(5, MESSAGES.companyRegNumberMin, 50, MESSAGES.companyRegNumberMax),
    companyVatNumber: requiredText(5, MESSAGES.companyVatNumberMin, 50, MESSAGES.companyVatNumberMax),
    password: passwordSchema,
    confirmPassword: passwordSchema,
    agreeTerms: z
      .boolean({ error: MESSAGES.agreeTerms })
      .check(z.refine((value) => value === true, MESSAGES.agreeTerms)),
    confirmAge: z
      .boolean({ error: MESSAGES.confirmAge })
      .check(z.refine((value) => value === true, MESSAGES.confirmAge)),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
      when: bothPasswordsGiven('password'),
    }),
  );
export type RegistrationFormValues = z.input<typeof registrationSchema>;

/** the registration form's age checkbox, in the footer's words */
export const CONFIRM_AGE_LABEL =
  'I confirm that I, as the representative of this business, am 21 or older (you must be 21+ to purchase)';

export const profileSchema = z.object({
  name: requiredText(2, MESSAGES.nameMin, 100, MESSAGES.nameMax),
  email: emailField(MESSAGES.profileEmail),
  phone: optionalText(20, MESSAGES.phoneMax),
  company: optionalText(100, MESSAGES.companyMax),
  companyName: requiredText(2, MESSAGES.companyNameMin, 100, MESSAGES.companyNameMax),
  companyRegNumber: requiredText(5, MESSAGES.companyRegNumberMin, 50, MESSAGES.companyRegNumberMax),
  companyVatNumber: requiredText(5, MESSAGES.companyVatNumberMin, 50, MESSAGES.companyVatNumberMax),
});
export type ProfileFormValues = z.input<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .check(z.minLength(1, MESSAGES.currentPasswordRequired)),
    newPassword: strictPasswordSchema,
    confirmPassword: strictPasswordSchema,
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      message: MESSAGES.newPasswordsMismatch,
      path: ['confirmPassword'],
      when: bothPasswordsGiven('newPassword'),
    }),
  );
export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;

export const resetPasswordSchema = z
  .object({
    newPassword: strictPasswordSchema,
    confirmPassword: strictPasswordSchema,
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      message: MESSAGES.passwordsMismatch,
      path: ['confirmPassword'],
      when: bothPasswordsGiven('newPassword'),
    }),
  );
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

/** Input of the resetPassword mutation (the link carries email and token). */
export const resetPasswordInputSchema = z.object({
  email: emailField(),
  token: safeText(z.string({ error: MESSAGES.tokenRequired }).check(z.trim(), z.minLength(1, MESSAGES.tokenRequired))),
  newPassword: strictPasswordSchema,
});

export const forgotPasswordSchema = z.object({
  email: emailField(),
});
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;

export const addressField = requiredText(5, MESSAGES.addressMin, 255, MESSAGES.addressMax, { multiline: true });
export const addressSchema = z.object({ address: addressField });
export type AddressFormValues = z.input<typeof addressSchema>;

export const checkoutSchema = z.object({
  fullName: requiredText(2, MESSAGES.fullNameMin, 100, MESSAGES.fullNameMax),
  email: emailField(),
  phone: optionalText(20, MESSAGES.phoneMax),
  address: addressField,
  // postcode, city and country decide VAT and shipping (issue 18); optional so that API clients written
  // before them keep working: no country means the Netherlands
  postcode: optionalText(20, MESSAGES.postcodeMax),
  city: optionalText(100, MESSAGES.cityMax),
  country: z.nullish(
    z
      .string({ error: MESSAGES.country })
      .check(z.trim(), z.toUpperCase(), z.regex(/^(?:[A-Z]{2})?$/, MESSAGES.country)),
  ),
  comment: optionalText(500, MESSAGES.commentMax, { multiline: true }),
});
export type CheckoutFormValues = z.input<typeof checkoutSchema>;

/** The buyer's purchase-order reference (optional, printed on the order and the invoice). */
export const poNumberSchema = optionalText(50, MESSAGES.poNumberMax);

/**
 * The checkout form of the web app: the API's fields, with postcode, city and country required (they
 * decide VAT and shipping, and fill the billing address), and the optional PO number.
 */
export const checkoutFormSchema = z.extend(checkoutSchema, {
  postcode: requiredText(1, MESSAGES.postcodeRequired, 20, MESSAGES.postcodeMax),
  city: requiredText(1, MESSAGES.cityRequired, 100, MESSAGES.cityMax),
  country: z
    .string({ error: MESSAGES.country })
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, MESSAGES.country)),
  poNumber: poNumberSchema,
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

export const couponCodeSchema = safeText(
  z
    .string({ error: MESSAGES.couponEmpty })
    .check(z.trim(), z.minLength(1, MESSAGES.couponEmpty), z.maxLength(100, MESSAGES.couponMax)),
);

/**
 * Why a typed coupon code cannot even be looked up (control characters, too long), or null. An empty
 * code is left to the coupon rules, which answer it with their own message.
 */
export function couponCodeProblem(code: string): string | null {
  if (code.trim() === '') return null;
  const parsed = couponCodeSchema.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? TEXT_MESSAGES.invalidCharacters);
}

export const couponFormSchema = z.object({ code: couponCodeSchema });

export interface PasswordStrength {
  /** 0 (empty / very weak) to 4 (strong) */
  score: 0 | 1 | 2 | 3 | 4;
  label: 'Very weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';
}

const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * Strength hint: one point each for length >= 8, mixed case, a digit, a special character.
 * Shorter than 8 characters is at most "Weak"; with spaces at most "Weak" too.
 */
export function passwordStrength(password: string | null | undefined): PasswordStrength {
  const pw = password ?? '';
  if (pw === '') return { score: 0, label: STRENGTH_LABELS[0] };
  let score =
    Number(pw.length >= 8) +
    Number(/[a-z]/.test(pw) && /[A-Z]/.test(pw)) +
    Number(/\d/.test(pw)) +
    Number(/[^A-Za-z\d\s]/.test(pw));
  if (pw.length < 8 || /\s/.test(pw)) score = Math.min(score, 1);
  const s = score as PasswordStrength['score'];
  return { score: s, label: STRENGTH_LABELS[s] };
}
