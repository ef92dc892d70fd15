import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { callApi } from "../lib/api/call.server";
import { clearSessionCookie, readSessionToken } from "../lib/session.server";

/** POST only: revokes the session on the api, then clears the cookie whatever the api said (spec §7). */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = readSessionToken(request);
  if (token) await callApi(context, request, "POST /auth/user/logout", { token });
  return redirect("/auth/login", { headers: { "Set-Cookie": clearSessionCookie() } });
}

export async function loader() {
  return redirect("/");
}
