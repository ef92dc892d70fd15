// Session guards. They throw Responses (redirects or 403) so a loader reads top to bottom:
//   const { user, token } = await requireUser(request, context);
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { callApi } from "./api/call.server";
import type { User } from "./api/contract";
import { logError } from "./api/log.server";
import { loginUrl } from "./redirects";
import { hasRole, type RoleArea, requiredRoleFor } from "./roles";
import { clearSessionCookie, readSessionToken, sessionCookie } from "./session.server";

export interface Session {
  user: User;
  token: string;
}

// One authuser call per request, however many loaders ask (single fetch runs them with one context).
const memo = new WeakMap<object, Promise<Session | null | "unavailable">>();

async function loadSession(
  request: Request,
  context: AppLoadContext,
): Promise<Session | null | "unavailable"> {
  const token = readSessionToken(request);
  if (!token) return null;
  const result = await callApi(context, request, "POST /auth/user/authuser", { token });
  if (result.ok) return { user: result.data, token };
  if (result.status === 401) return null;
  // The page answers 503 for this. A call that got no answer is logged by callApi already; an answer
  // that was neither is logged here with the api's status, code and request id (its own log line's key).
  if (result.status > 0) {
    logError("session check unavailable", {
      status: result.status,
      code: result.code,
      requestId: result.requestId,
    });
  }
  return "unavailable";
}

function sessionOf(request: Request, context: AppLoadContext) {
  let pending = memo.get(context);
  if (!pending) {
    pending = loadSession(request, context);
    memo.set(context, pending);
  }
  return pending;
}

/** The signed-in user, or null (an api outage counts as signed out here; guarded pages say otherwise). */
export async function getOptionalSession(request: Request, context: AppLoadContext): Promise<Session | null> {
  const session = await sessionOf(request, context);
  return session === "unavailable" ? null : session;
}

/** The way back to /auth/login?redirectTo=<here>, dropping the cookie of a session the api refused. */
export function signInAgain(request: Request): Response {
  const headers = new Headers();
  if (readSessionToken(request)) headers.append("Set-Cookie", clearSessionCookie());
  return redirect(loginUrl(request.url), { headers });
}

/**
 * The session cookie's token, without asking the api whether it is live: for data calls, which the api
 * authenticates itself, so a page's calls need not wait for `authuser` (they answer 401 for a dead
 * session, and the caller then throws `signInAgain`). Throws the login redirect when there is no cookie.
 */
export function requireToken(request: Request): string {
  const token = readSessionToken(request);
  if (!token) throw signInAgain(request);
  return token;
}

/** Throws a redirect to /auth/login?redirectTo=<here> without a valid session (and drops a dead cookie). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<Session> {
  const session = await sessionOf(request, context);
  if (session === "unavailable") {
    throw new Response("The account service is unavailable. Please try again shortly.", { status: 503 });
  }
  if (!session) throw signInAgain(request);
  return session;
}

/** requireUser plus the role of an area; throws a 403 Response the error boundary shows as a clear page. */
export async function requireRole(
  request: Request,
  context: AppLoadContext,
  area: RoleArea,
): Promise<Session> {
  const session = await requireUser(request, context);
  const role = requiredRoleFor(area);
  if (!hasRole(session.user, role)) {
    throw new Response(`This area needs the ${role} role.`, { status: 403, statusText: "Forbidden" });
  }
  return session;
}

/** Auth pages: a signed-in visitor goes home instead. */
export async function redirectIfSignedIn(request: Request, context: AppLoadContext): Promise<void> {
  if (!readSessionToken(request)) return;
  const session = await getOptionalSession(request, context);
  if (session) throw redirect("/");
}

/** After login/register/provider sign-in: store the token in the session cookie and go on. */
export function signedInRedirect(token: string, expiresAt: string, to: string): Response {
  return redirect(to, { headers: { "Set-Cookie": sessionCookie(token, expiresAt) } });
}
