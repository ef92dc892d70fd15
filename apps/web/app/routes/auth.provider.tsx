import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createNonce } from "../../server/load-context";
import { callApi, formFields } from "../lib/api/call.server";
import type { LinkProviderBody, ProviderSignInBody, WithClientData } from "../lib/api/contract";
import { actionError, actionOk } from "../lib/api/failure";
import { signedInRedirect } from "../lib/auth.server";
import { parseCookies, serializeCookie } from "../lib/cookies";
import { readForm } from "../lib/read-form.server";
import { safeRedirect } from "../lib/redirects";
import { apiPost } from "../lib/signed-in-calls.server";

const NONCE_COOKIE = "__Host-ngoma_oauth_nonce";

/** GET: a fresh sign-in nonce for the provider script, remembered in an httpOnly cookie for 10 minutes. */
export async function loader() {
  const nonce = createNonce().replace(/[^A-Za-z0-9]/g, "");
  // `__Host-` (Path=/): a sibling subdomain cannot plant a nonce it knows.
  const cookie = serializeCookie(NONCE_COOKIE, nonce, { maxAge: 600 });
  return Response.json({ nonce }, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

/**
 * POST: exchanges the provider's id token for an Ngoma session, or with `intent=link` links that identity
 * to the signed-in account (verify_provider_account), both checked against the nonce cookie.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const fields = formFields<ProviderSignInBody & LinkProviderBody & { intent: string; redirectTo: string }>(
    form,
    ["intent", "provider", "id_token", "name", "clientData", "redirectTo"],
  );
  const nonce = parseCookies(request.headers.get("cookie"))[NONCE_COOKIE];
  const provider = fields.provider === "apple" ? "apple" : fields.provider === "google" ? "google" : null;
  if (!provider || !nonce || !fields.id_token) {
    return actionError({
      ok: false,
      status: 400,
      code: "BAD_REQUEST",
      msg: "Sign-in expired. Please try again.",
      fieldErrors: {},
    });
  }
  if (fields.intent === "link") {
    const link: WithClientData<LinkProviderBody> = { provider, id_token: fields.id_token, nonce };
    if (fields.clientData) link.clientData = fields.clientData;
    const linked = await apiPost(context, request, "POST /auth/user/verify_provider_account", { body: link });
    if (!linked.ok) return actionError(linked, "link");
    return actionOk(linked.msg ?? "Sign-in provider linked.", "link");
  }
  const body: WithClientData<ProviderSignInBody> = { id_token: fields.id_token, nonce };
  if (fields.name) body.name = fields.name;
  if (fields.clientData) body.clientData = fields.clientData;
  const result = await callApi(context, request, `POST /auth/user/login/${provider}` as const, { body });
  if (!result.ok) return actionError(result);
  const { access_token, expires_at } = result.data.authtoken;
  return signedInRedirect(access_token, expires_at, safeRedirect(fields.redirectTo));
}
