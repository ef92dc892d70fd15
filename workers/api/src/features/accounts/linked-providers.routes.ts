import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { createRouter } from "../../kit/router";
import { LinkedProviderList, NoData, PROVIDER_LABELS, ProviderParam } from "./contract";
import { listLinkedProviders, unlinkProvider } from "./linked-providers.service";

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
