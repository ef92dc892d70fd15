import { COMMON_PASSWORDS } from "./common-passwords";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Why a password is refused, or null when it is acceptable. Length is counted in code points so an
 * emoji counts once, and common passwords are refused because they fall to the first guesses of any attack.
 *
 * @example passwordProblem("password1") // "This password is too common. Choose another."
 */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "This password is too common. Choose another.";
  return null;
}
