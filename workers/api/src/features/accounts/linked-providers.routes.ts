import { currentAuth, requireSession } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { authIpLimit } from "../../kit/rate-limit/middleware";
import { createRouter } from "../../kit/router";
import { EmailSent, LinkedProviderList, NoData, PROVIDER_LABELS, ProviderParam } from "./contract";
import { listLinkedProviders, unlinkProvider } from "./linked-providers.service";
import { sendReauthCode } from "./reauth.service";

/** `/user/account/providers`: the caller's linked Google / Apple identities, to review and unlink. */
export const linkedProviderRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/providers",
      tags: ["Account"],
      summary: "Sign-in providers linked to the signed-in account, oldest first",
      security: bearer,
      responses: { 200: jsonResponse(LinkedProviderList, "Linked providers"), ...errorResponses(401) },
    }),
    async (c) => {
      const data = await listLinkedProviders(c.var.db, currentAuth(c).user.id);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/providers/unlink/{provider}",
      tags: ["Account"],
      summary: "Unlink a sign-in provider (refused with 409 when it is the last way to sign in)",
      security: bearer,
      request: { params: ProviderParam },
      responses: { 200: jsonResponse(NoData, "Unlinked"), ...errorResponses(401, 404, 409, 422) },
    }),
    async (c) => {
      const { provider } = c.req.valid("param");
      const { user } = currentAuth(c);
      await unlinkProvider(c.var.db, user.id, provider);
      await c.var.accountEvents({ type: "provider_unlinked", userId: user.id, provider });
      return c.json({ data: null, msg: `${PROVIDER_LABELS[provider]} sign-in unlinked.` }, 200);
    },
  );

/** `/auth/user/reauth_code`: an e-mail code that stands in for a fresh sign-in (docs/decisions/0009). */
export const reauthRoutes = createRouter().openapi(
  defineRoute({
    method: "post",
    path: "/reauth_code",
    tags: ["Accounts"],
    summary: "E-mail the signed-in account a security code that confirms a sign-in change",
    security: bearer,
    middleware: [requireSession, authIpLimit] as const,
    responses: { 200: jsonResponse(EmailSent, "Code sent"), ...errorResponses(401, 429) },
  }),
  async (c) => {
    const caller = currentAuth(c);
    await sendReauthCode(c.env, c.var.db, caller);
    return c.json(
      { data: { email: caller.user.email }, msg: "We sent a security code to your e-mail." },
      200,
    );
  },
);
