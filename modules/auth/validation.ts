/**
 * Client-side checks of spec §5, run before any auth call so the user gets an answer next to the
 * field. The auth service checks again; its message is shown when it refuses.
 */

/** Spec §9. */
export const PASSWORD_MIN_LENGTH = 6;

// Deliberately loose: the auth service does the real address validation.
function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

function emailError(email: string): string | undefined {
  const e = email.trim();
  if (!e) return "Enter your email address.";
  if (!isEmail(e)) return "Enter a valid email address.";
  return undefined;
}

function newPasswordError(password: string, missing: string): string | undefined {
  if (!password) return missing;
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  return undefined;
}

export type LoginErrors = { email?: string; password?: string };

export function validateLogin(email: string, password: string): LoginErrors {
  return { email: emailError(email), password: password ? undefined : "Enter your password." };
}

export type RegistrationErrors = { fullName?: string; email?: string; password?: string };

export function validateRegistration(fullName: string, email: string, password: string): RegistrationErrors {
  return {
    fullName: fullName.trim() ? undefined : "Enter your full name.",
    email: emailError(email),
    password: newPasswordError(password, "Create a password."),
  };
}

export type NewPasswordErrors = { password?: string; confirm?: string };

export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const passwordError = newPasswordError(password, "Enter a new password.");
  return {
    password: passwordError,
    confirm: !passwordError && confirm !== password ? "The passwords don't match." : undefined,
  };
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
