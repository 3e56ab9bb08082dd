export const EMAIL_PATTERN = /\S+@\S+\.\S+/;
export const MIN_PASSWORD_LENGTH = 6;

export const NAME_ERROR = 'Name is required.';
export const EMAIL_ERROR = 'Please enter a valid email address.';
export const PASSWORD_ERROR = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;

/** Returns the error message for a name, or `undefined` when one was given. */
export function validateName(name: string): string | undefined {
  return name.trim() ? undefined : NAME_ERROR;
}

/** Returns the error message for an email address, or `undefined` when it looks valid. */
export function validateEmail(email: string): string | undefined {
  return EMAIL_PATTERN.test(email) ? undefined : EMAIL_ERROR;
}

/** Returns the error message for a password, or `undefined` when it is long enough. */
export function validatePassword(password: string): string | undefined {
  return password.length >= MIN_PASSWORD_LENGTH ? undefined : PASSWORD_ERROR;
}
