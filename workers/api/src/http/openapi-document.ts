import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  SchemaObject,
} from "openapi3-ts/oas31";
import { API_BASE } from "../kit/paths";
import { API_GUIDE } from "./guide";

/** Title, version and where the API lives; `servers` is relative to the host serving the document. */
export const OPENAPI_INFO: Omit<OpenAPIObject, "paths"> = {
  openapi: "3.1.0",
  info: {
    title: "Ngoma API",
    version: "1.0.0",
    description: `The calls of the Ngoma web app (spec §7). Envelope: \`{ data, msg }\` on success, \`{ msg, code, message? }\` on failure.\n\n${API_GUIDE}`,
  },
  servers: [{ url: API_BASE }],
};

/** Where the development-only tools are mounted (src/features/dev/routes.ts); hidden from the document elsewhere. */
export const DEVELOPMENT_BASE = "/dev";

/** The operation keys of a path item, in the order OpenAPI lists them. */
export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The part of a router that generates the raw document (an `OpenAPIHono`). */
export interface DocumentSource {
  getOpenAPI31Document(config: Omit<OpenAPIObject, "paths">): OpenAPIObject;
}

/** Whatever decides which operations are published: the worker's `ENVIRONMENT` binding. */
export interface DocumentEnv {
  ENVIRONMENT?: string;
}

/**
 * A route path as an OpenAPI path template plus the regex of every parameter that carried one.
 * Hono's `{name}{regex}` (a parameter that may span several segments) is not a valid template, so the
 * template keeps `{name}` and the regex travels to the parameter's schema. The regex may hold braces of
 * its own (`{[0-9]{3}}`), hence a balanced scan rather than one regular expression.
 */
export function toPathTemplate(path: string): { template: string; patterns: Map<string, string> } {
  const patterns = new Map<string, string>();
  let template = "";
  let i = 0;
  while (i < path.length) {
    const open = path.indexOf("{", i);
    if (open < 0) {
      template += path.slice(i);
      break;
    }
    const close = path.indexOf("}", open);
    if (close < 0) throw new Error(`OpenAPI path ${path}: unclosed "{"`);
    const name = path.slice(open + 1, close);
    template += `${path.slice(i, open)}{${name}}`;
    i = close + 1;
    if (path[i] !== "{") continue;
    const end = matchingBrace(path, i);
    patterns.set(name, path.slice(i + 1, end));
    i = end + 1;
  }
  return { template, patterns };
}

/** Index of the `}` closing the `{` at `start`, skipping escaped characters. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") i++;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  throw new Error(`OpenAPI path ${text}: unbalanced regex braces`);
}

/**
 * The operationId derived from method and path template: `get /user/global/music-tracks/{id}` →
 * `getUserGlobalMusicTracksById`. Deterministic, so generated clients keep their method names.
 */
export function operationIdFor(method: string, template: string): string {
  const words = template
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? `By${pascal(param[1] ?? "")}` : pascal(segment);
    });
  return `${method.toLowerCase()}${words.join("")}`;
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join("");
}

const isReference = (value: object): value is ReferenceObject => "$ref" in value;

/** The path parameter `name` with `pattern` in its schema (anchored: Hono matches the whole value). */
function withPattern(
  parameters: (ParameterObject | ReferenceObject)[] | undefined,
  name: string,
  pattern: string,
  where: string,
): (ParameterObject | ReferenceObject)[] {
  const list = parameters ?? [];
  const index = list.findIndex((p) => !isReference(p) && p.in === "path" && p.name === name);
  const parameter = list[index] as ParameterObject | undefined;
  if (!parameter)
    throw new Error(`OpenAPI ${where}: path parameter "${name}" is not declared on the operation`);
  const schema = (parameter.schema ?? {}) as SchemaObject;
  // An id parameter's zod schema already states the shape its path enforces (kit/params): the same rule.
  if (!isReference(schema) && (schema.pattern === `^${pattern}$` || schema.pattern === `^(?:${pattern})$`))
    return list;
  if (isReference(schema) || schema.pattern)
    throw new Error(`OpenAPI ${where}: parameter "${name}" already has a pattern or a $ref schema`);
  const copy = list.slice();
  copy[index] = { ...parameter, schema: { ...schema, pattern: `^(?:${pattern})$` } };
  return copy;
}

/**
 * Turns the document zod-openapi generates into the published one: valid path templates (regexes moved
 * into parameter schemas), an `operationId` on every operation (a route's own wins), and no
 * development-only operations unless `ENVIRONMENT` is `development`. Throws on a duplicate operationId,
 * so a clash fails the first request and every test rather than reaching a client generator.
 */
export function publishOpenApiDocument(raw: OpenAPIObject, env: DocumentEnv): OpenAPIObject {
  const development = env.ENVIRONMENT === "development";
  const paths: Record<string, PathItemObject> = {};
  const owners = new Map<string, string>();
  for (const [path, item] of Object.entries(raw.paths ?? {})) {
    if (!development && (path === DEVELOPMENT_BASE || path.startsWith(`${DEVELOPMENT_BASE}/`))) continue;
    const { template, patterns } = toPathTemplate(path);
    if (paths[template]) throw new Error(`OpenAPI paths ${path} and another both become ${template}`);
    const published: PathItemObject = { ...item };
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const where = `${method} ${template}`;
      const next: OperationObject = {
        ...operation,
        operationId: operation.operationId ?? operationIdFor(method, template),
      };
      for (const [name, pattern] of patterns)
        next.parameters = withPattern(next.parameters, name, pattern, where);
      const owner = owners.get(next.operationId as string);
      if (owner) throw new Error(`OpenAPI operationId ${next.operationId} is used by ${owner} and ${where}`);
      owners.set(next.operationId as string, where);
      published[method] = next;
    }
    paths[template] = published;
  }
  return { ...raw, paths };
}

/** The document served at `/api/v1/openapi.json` and rendered at `/api/docs`, for one environment. */
export function openApiDocument(source: DocumentSource, env: DocumentEnv): OpenAPIObject {
  return publishOpenApiDocument(source.getOpenAPI31Document(OPENAPI_INFO), env);
}
