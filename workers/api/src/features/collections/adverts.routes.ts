import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { AdvertPage, Recorded } from "./adverts.contract";
import { listActiveAdverts, recordAdvertEvent } from "./adverts.service";

const tags = ["Adverts"];

const eventRoute = (kind: "view" | "click") =>
  defineRoute({
    method: "post",
    path: `/${kind}/{id}`,
    tags,
    summary: `Record that the listener ${kind === "view" ? "saw" : "clicked"} an advert (once per day)`,
    security: bearer,
    request: { params: idParam },
    responses: {
      200: jsonResponse(Recorded, "recorded is false when it was already counted today"),
      ...errorResponses(401, 404),
    },
  });

/** `/user/global/adverts`: active adverts, with views and clicks counted once per listener per day. */
export const advertRoutes = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/",
    tags,
    summary: "Active adverts, newest first",
    security: bearer,
    request: { query: pageQuerySchema },
    responses: { 200: jsonResponse(AdvertPage, "A page of adverts"), ...errorResponses(401, 422) },
  }),
  async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { items, total } = await listActiveAdverts(c.var.db, Date.now(), page, per_page);
    return c.json({ data: toPage(items, { page, perPage: per_page, total }) }, 200);
  },
);

for (const kind of ["view", "click"] as const) {
  advertRoutes.openapi(eventRoute(kind), async (c) => {
    const recorded = await recordAdvertEvent(c.var.db, {
      advertId: c.req.valid("param").id,
      userId: currentAuth(c).user.id,
      kind,
      nowMs: Date.now(),
    });
    return c.json({ data: { recorded } }, 200);
  });
}
