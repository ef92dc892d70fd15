// The settings page's linked sign-in providers: what may be unlinked, where the unlink call goes, and the
// review prompt a password reset leads to (docs/decisions/0009). Pure, so it is unit-tested.
import type { LinkedProvider } from "./api/contract";

/** Display names of the sign-in providers. */
export const PROVIDER_NAMES: Record<LinkedProvider["provider"], string> = {
  google: "Google",
  apple: "Apple",
};

/** The settings page with its "review your linked providers" prompt open. */
export const REVIEW_PROVIDERS_PATH = "/my-account/settings?review=providers";

/**
 * Where a finished password reset sends the user: sign in, then land on the provider review, because
 * whoever had the old password may have linked their own Google or Apple account.
 */
export const AFTER_RESET_LOGIN_PATH = `/auth/login?redirectTo=${encodeURIComponent(REVIEW_PROVIDERS_PATH)}`;

/**
 * Whether unlinking one of `linked` would leave another way to sign in (the api refuses it with 409
 * otherwise; the page says why before the user tries).
 *
 * @example canUnlink([{ provider: "google", … }], false) // false: it is the only way in
 */
export function canUnlink(
  linked: readonly Pick<LinkedProvider, "provider">[],
  hasPassword: boolean,
): boolean {
  return hasPassword || new Set(linked.map((l) => l.provider)).size > 1;
}
