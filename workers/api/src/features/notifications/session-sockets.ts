// Live sockets follow their session: when account events say sessions ended, their sockets are closed
// on the realtime worker (code 4001, which the browser does not reconnect after). The web worker checks
// the session only when a socket opens, so without this a logged-out or revoked device would keep
// receiving the account's events, security notifications included (docs/decisions/0011).
import { closeSessions, type SessionScope } from "@ngoma/realtime/client";
import type { AccountEvent, AccountEventSink } from "../accounts";
import type { NotifyDeps } from "./notifications.service";

/**
 * Which of the user's sessions `event` ended, or null when it ended none. A password changed in the
 * settings keeps the session that changed it (`requestSessionId`); a reset ends them all.
 *
 * @example
 * endedSessions({ type: "password_changed", userId: "usr_1", via: "reset" }, null); // { allExcept: null }
 */
export function endedSessions(event: AccountEvent, requestSessionId: string | null): SessionScope | null {
  switch (event.type) {
    case "sessions_ended":
      return event.scope;
    case "password_changed":
      return { allExcept: event.via === "settings" ? requestSessionId : null };
    case "password_set":
      // A first password signs the account's other devices out, like a change in the settings.
      return { allExcept: requestSessionId };
    case "signed_in":
    case "provider_linked":
    case "provider_unlinked":
    case "wallet_pin_locked":
    case "payout_method_added":
    case "withdrawal_limits_raised":
      return null;
  }
}

/**
 * The account event sink that closes the sockets of ended sessions. Best effort like a publish: a
 * realtime failure is logged, never thrown (the sockets still close at their age cap, and the gate
 * refuses the ended session on reconnect).
 *
 * @example
 * const events = sessionSockets({ realtime: env.REALTIME, waitUntil }, caller.sessionId);
 * await events({ type: "sessions_ended", userId, scope: { sessionId } });
 */
export function sessionSockets(
  deps: Pick<NotifyDeps, "realtime" | "waitUntil">,
  requestSessionId: string | null,
): AccountEventSink {
  return async (event) => {
    const scope = endedSessions(event, requestSessionId);
    if (!scope) return;
    // One line per close, whatever its outcome: a session's end that never reaches its sockets must be
    // visible in the logs, not only in a socket that stays open.
    const what =
      "sessionId" in scope ? `session ${scope.sessionId}` : `sessions but ${scope.allExcept ?? "none"}`;
    const closing = closeSessions(deps.realtime, event.userId, scope).then(
      ({ closed }) => console.log(`closed ${closed} socket(s) of ${event.userId} (${event.type}, ${what})`),
      (error: unknown) =>
        console.error(`closing the sockets of ${event.userId} (${event.type}, ${what}) failed`, error),
    );
    if (deps.waitUntil) deps.waitUntil(closing);
    else await closing;
  };
}
