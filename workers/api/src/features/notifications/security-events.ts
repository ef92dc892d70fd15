// The security notifications the account flows raise today (type `Security`). Each is stored and pushed
// live, so a user signed in elsewhere sees "New sign-in" / "Password changed" at once.
import { and, count, eq, gt, isNull, ne } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import type { ClientContext } from "../../kit/client-context";
import { sessions } from "../accounts/schema";
import { notify } from "./notifications.service";

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
export async function notifyNewSignIn(c: Context<AppEnv>, userId: string, newSessionId: string) {
  const now = new Date();
  const others = await c.var.db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, newSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if ((others[0]?.n ?? 0) === 0) return null;
  const client = c.var.client;
  return notify(
    c,
    userId,
    {
      type: "Security",
      msg: newSignInMessage(client),
      data: {
        event: "new_sign_in",
        session_id: newSessionId,
        device: client.device,
        city: client.city,
        country: client.country,
      },
    },
    now,
  );
}

/** After a password change (signed in) or reset (by code). */
export function notifyPasswordChanged(c: Context<AppEnv>, userId: string, via: "settings" | "reset") {
  return notify(c, userId, {
    type: "Security",
    msg:
      via === "settings"
        ? "Password changed. Your other devices were signed out."
        : "Password changed with a reset code. All devices were signed out.",
    data: { event: "password_changed", via },
  });
}
