// The web's view of the API's endpoint table (`Endpoints`, generated from the API's route definitions):
// a call names its endpoint, `"POST /user/library/playlists/create"`, and gets that endpoint's body, query,
// path parameters and answer types. A wrong pairing, a renamed body field or a missing `{id}` does not
// compile. Type-only but for `endpointUrl`, a few bytes every bundle that calls the API shares.
import type { Endpoints } from "@ngoma/api/contract";
import type { z } from "zod";

/** Every endpoint a page calls: the GET and POST ones (tus uploads speak their own protocol). */
export type Endpoint = Extract<keyof Endpoints, `GET ${string}` | `POST ${string}`>;
export type GetEndpoint = Extract<Endpoint, `GET ${string}`>;
export type PostEndpoint = Extract<Endpoint, `POST ${string}`>;

/** The `data` of the endpoint's answer. */
export type AnswerOf<E extends Endpoint> = Endpoints[E]["answer"] extends z.ZodType
  ? z.output<Endpoints[E]["answer"]>
  : never;

/** The JSON body the endpoint takes (and the `clientData` every call may carry, spec §3). */
export type BodyOf<E extends Endpoint> = Endpoints[E] extends { body: infer B extends z.ZodType }
  ? z.input<B> & { clientData?: string }
  : { clientData?: string };

/**
 * A body read from a form: some of the endpoint's fields, as strings (the API coerces and answers a
 * missing one with its 422). Only the endpoint's field names are allowed.
 */
export type FormBodyOf<E extends Endpoint> = Partial<Record<keyof BodyOf<E>, string>>;

/** The query parameters the endpoint reads, by name; values are sent as strings. */
export type QueryOf<E extends Endpoint> = Endpoints[E] extends { query: infer Q extends z.ZodType }
  ? { [K in keyof z.input<Q>]?: string | number | undefined }
  : Record<never, never>;

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;

/** The `{name}` parts of the endpoint's path. */
export type ParamsOf<E extends Endpoint> = Record<ParamNames<E>, string>;

/**
 * What a call of `E` gives besides the endpoint: `params` when its path has any, its body and query.
 * `OtherBody` is another body a caller may send instead (the browser's multipart `FormData`).
 */
export type EndpointInput<E extends Endpoint, OtherBody = never> = ([ParamNames<E>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<E> }) & { body?: BodyOf<E> | FormBodyOf<E> | OtherBody; query?: QueryOf<E> };

/** The input argument with a caller's own options: required when the path has parameters to fill. */
export type InputArgs<E extends Endpoint, Extra = unknown, OtherBody = never> = [ParamNames<E>] extends [
  never,
]
  ? [input?: EndpointInput<E, OtherBody> & Extra]
  : [input: EndpointInput<E, OtherBody> & Extra];

/** Any endpoint's input, as the call helpers read it once the types have been checked at the call site. */
export interface AnyInput {
  params?: Record<string, string>;
  body?: object;
  query?: Record<string, string | number | undefined>;
}

/**
 * The method and the path (below `/api/v1`) of a call: each `{name}` filled from `params`, encoded.
 *
 * @example endpointUrl("GET /user/global/albums/{id}", { id: "alb_1" }) // { method: "GET", path: "/user/global/albums/alb_1" }
 */
export function endpointUrl(
  endpoint: Endpoint,
  params: Record<string, string> = {},
): { method: "GET" | "POST"; path: string } {
  const [method, template] = endpoint.split(" ") as ["GET" | "POST", string];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${endpoint}: no value for {${name}}`);
    return encodeURIComponent(params[name]);
  });
  return { method, path };
}
