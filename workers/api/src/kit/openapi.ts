import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import { constrainIds } from "./params";

/** The spec §8 failure envelope, documented once and referenced by every route. */
export const ErrorBody = z
  .object({
    msg: z.string(),
    code: z.string(),
    request_id: z.string().optional(),
    message: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("Error");

const ERROR_DESCRIPTIONS = {
  400: "Malformed request",
  401: "No valid session",
  403: "Missing role or not allowed",
  404: "Not found",
  409: "Conflicts with existing data",
  413: "Body too large",
  415: "Unsupported content type",
  422: "Validation errors occurred",
  429: "Rate limited",
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Documents the listed error statuses with the shared envelope. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { "application/json": { schema: ErrorBody } } },
    ]),
  ) as Record<
    ErrorStatus,
    { description: string; content: { "application/json": { schema: typeof ErrorBody } } }
  >;
}

/** `{ data, msg? }` success envelope around a payload schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, msg: z.string().optional() });
}

/** A documented JSON success response. */
export function jsonResponse<T extends z.ZodType>(data: T, description: string) {
  return { description, content: { "application/json": { schema: envelope(data) } } };
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } };
}

/** Bearer security requirement for routes behind a session. */
export const bearer = [{ bearerAuth: [] }];

/**
 * `createRoute` with a `const` type parameter. Under TypeScript 5.9 plain `createRoute` widens
 * `method: "post"` to `string` (its `Omit<RouteConfig, "path">` constraint loses the literal), which
 * then fails against `app.openapi`; `const` inference keeps every literal.
 */
export function defineRoute<const R extends RouteConfig>(config: R) {
  // Id parameters match only ids (kit/params): the type keeps the path as written, the router gets the shape.
  return createRoute({ ...config, path: constrainIds(config.path) as R["path"] });
}

/**
 * A signed-in `GET` answering one page of items: every list route of the API has this shape, only the
 * path, the query (page query or an extension of it) and the page schema differ.
 */
export function pageRoute<const P extends string, Q extends z.ZodObject, T extends z.ZodType>(route: {
  path: P;
  tags: string[];
  summary: string;
  query: Q;
  page: T;
  description: string;
}) {
  return defineRoute({
    method: "get",
    path: route.path,
    tags: route.tags,
    summary: route.summary,
    security: bearer,
    request: { query: route.query },
    responses: { 200: jsonResponse(route.page, route.description), ...errorResponses(401, 422) },
  });
}
