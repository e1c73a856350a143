import * as z from 'zod/mini';
import { emailField, existingPasswordField, nameField, newPasswordField } from './fields.js';
import { MESSAGES } from './messages.js';
import { waiverAcceptanceFields } from './waiver.schemas.js';

export const signInInput = z.strictObject({
  email: emailField,
  password: existingPasswordField,
});

export const signUpInput = z
  .strictObject({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().check(z.minLength(1, 'Confirm Password is required.')),
    /** Required by the server only when the gym has a waiver. */
    ...waiverAcceptanceFields,
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: MESSAGES.signUpPasswordMismatch,
      path: ['confirmPassword'],
    }),
  );

export const forgotPasswordInput = z.strictObject({ email: emailField });

const resetTokenField = z
  .string()
  .check(z.minLength(1, MESSAGES.resetLinkInvalid), z.maxLength(200, MESSAGES.resetLinkInvalid));

/** Asked when the reset page opens, so a used or expired link says so before anyone types. */
export const checkResetTokenInput = z.strictObject({ token: resetTokenField });

export const resetPasswordInput = tokenWithNewPassword(resetTokenField, {
  confirmRequired: 'Confirm New Password is required.',
  mismatch: MESSAGES.changePasswordMismatch,
});

/**
 * A link's token with a new password typed twice, as the reset and invitation pages send them;
 * each page names its confirm field and mismatch in its own words.
 */
export function tokenWithNewPassword(
  token: z.ZodMiniType<string>,
  messages: { confirmRequired: string; mismatch: string },
) {
  return z
    .strictObject({
      token,
      password: newPasswordField,
      confirmPassword: z.string().check(z.minLength(1, messages.confirmRequired)),
    })
    .check(
      z.refine((v) => v.password === v.confirmPassword, { message: messages.mismatch, path: ['confirmPassword'] }),
    );
}

export const changePasswordInput = z
  .strictObject({
    currentPassword: existingPasswordField,
    newPassword: newPasswordField,
    confirmNewPassword: z.string().check(z.minLength(1, 'Confirm New Password is required.')),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmNewPassword, {
      message: MESSAGES.changePasswordMismatch,
      path: ['confirmNewPassword'],
    }),
  );

export type SignInInput = z.infer<typeof signInInput>;
export type SignUpInput = z.infer<typeof signUpInput>;
