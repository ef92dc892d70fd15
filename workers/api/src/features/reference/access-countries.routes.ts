import { bearer, defineRoute, errorResponses, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { createRouter } from "../../kit/router";
import { listAccessCountries } from "./access-countries.service";
import { AccessCountryPage } from "./contract";

/** `/user/requirements/access_countries`: where the service is offered, with each country's currency. */
export const requirementsRoutes = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/access_countries",
    tags: ["Requirements"],
    summary: "Countries the service is offered in",
    security: bearer,
    request: { query: pageQuerySchema },
    responses: {
      200: jsonResponse(AccessCountryPage, "A page of countries by name"),
      ...errorResponses(401, 422),
    },
  }),
  async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { items, total } = await listAccessCountries(c.var.db, page, per_page);
    return c.json({ data: toPage(items, { page, perPage: per_page, total }) }, 200);
  },
);
