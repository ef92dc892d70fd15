// The security notifications (type `Security`) raised by account events. Each is stored and pushed live,
// so a user signed in elsewhere sees "New sign-in" / "Password changed" at once. The app hands
// `securityNotifications(deps)` to accounts as its event sink; accounts itself never imports this file.
import type { ClientContext } from "../../kit/client-context";
import type { AccountEvent, AccountEventSink } from "../accounts";
import { countOtherLiveSessions } from "../accounts";
import { PROVIDER_LABELS } from "../accounts/contract";
import type { NotificationView } from "./notification-event";
import { type NotifyDeps, notify } from "./notifications.service";
import { walletSecurityMessage } from "./wallet-security-messages";

type SignedIn = Extract<AccountEvent, { type: "signed_in" }>;
type PasswordChanged = Extract<AccountEvent, { type: "password_changed" }>;

/** Human place for a message: "Kampala, UG", "UG" or "" when Cloudflare did not say. */
export function describePlace(client: Pick<ClientContext, "city" | "country">): string {
  return [client.city, client.country].filter(Boolean).join(", ");
}

/** The text of the "New sign-in" notification. */
export function newSignInMessage(client: Pick<ClientContext, "city" | "country" | "device">): string {
  const place = describePlace(client);
  const device = client.device === "Unknown" ? "a new device" : `a ${client.device.toLowerCase()} device`;
  return `New sign-in on ${device}${place ? ` in ${place}` : ""}. If this wasn't you, change your password.`;
}

/**
 * After a sign-in: when the account has OTHER live sessions, tells them (and the notification list)
 * about the new one. A first sign-in, with nobody else to warn, raises nothing.
 */
export async function notifyNewSignIn(
  deps: NotifyDeps,
  event: SignedIn,
  now = new Date(),
): Promise<NotificationView | null> {
  const others = await countOtherLiveSessions(deps.db, event.userId, event.sessionId, now);
  if (others === 0) return null;
  const { client } = event;
  return notify(
    deps,
    event.userId,
    {
      type: "Security",
      msg: newSignInMessage(client),
      data: {
        event: "new_sign_in",
        session_id: event.sessionId,
        device: client.device,
        city: client.city,
        country: client.country,
      },
    },
    now,
  );
}

/** After a password change (signed in) or reset (by code). */
export function notifyPasswordChanged(deps: NotifyDeps, event: PasswordChanged): Promise<NotificationView> {
  return notify(deps, event.userId, {
    type: "Security",
    msg:
      event.via === "settings"
        ? "Password changed. Your other devices were signed out."
        : "Password changed with a reset code. All devices were signed out.",
    data: { event: "password_changed", via: event.via },
  });
}

type SignInChange = Extract<AccountEvent, { type: "password_set" | "provider_linked" | "provider_unlinked" }>;

/**
 * The text of a change to how the account signs in (first password, provider linked or unlinked). Also
 * the body of the matching security e-mail (security-emails.ts).
 */
export function signInChangeMessage(event: SignInChange): string {
  switch (event.type) {
    case "password_set":
      return "A password was set on your account. Your other devices were signed out. If this wasn't you, reset your password.";
    case "provider_linked":
      return `${PROVIDER_LABELS[event.provider]} sign-in was linked to your account. If this wasn't you, unlink it in Settings and change your password.`;
    case "provider_unlinked":
      return `${PROVIDER_LABELS[event.provider]} sign-in was unlinked from your account. If this wasn't you, change your password.`;
  }
}

/** After a first password or a provider linked or unlinked. */
export function notifySignInChange(deps: NotifyDeps, event: SignInChange): Promise<NotificationView> {
  return notify(deps, event.userId, {
    type: "Security",
    msg: signInChangeMessage(event),
    data: "provider" in event ? { event: event.type, provider: event.provider } : { event: event.type },
  });
}

/**
 * The account event sink that turns sign-ins and password changes into security notifications.
 *
 * @example
 * const events = securityNotifications({ db, realtime: env.REALTIME, waitUntil });
 * await events({ type: "password_changed", userId, via: "reset" });
 */
export function securityNotifications(deps: NotifyDeps): AccountEventSink {
  return async (event) => {
    switch (event.type) {
      case "signed_in":
        await notifyNewSignIn(deps, event);
        return;
      case "password_changed":
        await notifyPasswordChanged(deps, event);
        return;
      case "password_set":
      case "provider_linked":
      case "provider_unlinked":
        await notifySignInChange(deps, event);
        return;
      case "wallet_pin_locked":
      case "payout_method_added":
      case "withdrawal_limits_raised":
        await notify(deps, event.userId, {
          type: "Security",
          msg: walletSecurityMessage(event),
          data: { event: event.type },
        });
        return;
      case "sessions_ended":
        // Ending a session is the user's own act (logout, a device signed out): nothing to warn about.
        return;
    }
  };
}
