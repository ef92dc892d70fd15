// Every operation the served OpenAPI document lists, called as a broken or hostile client would call it:
// odd path parameters, wrong types in every declared body and query field, nulls, oversized strings, a
// JSON array for a body. Whatever arrives, the answer is below 500 and, when it is a refusal, the spec's
// envelope (§8: `code` and `msg`, and a field-keyed `message` on a 422). Called once as a verified user
// holding every role, so the role and e-mail guards let the input through to the validation and the
// services behind them, and once signed out, where an operation that needs a session answers 401 first.
import type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject } from "openapi3-ts/oas31";
import { beforeAll, describe, expect, it } from "vitest";
import { call, grantRole, registerVerifiedUser } from "../test-support/client";
import { METHODS } from "./openapi-document";

type Method = (typeof METHODS)[number];

interface Operation {
  method: Method;
  template: string;
  operation: OperationObject;
}

/** Path parameter values: an id that exists nowhere, one far too long, quotes and SQL, a NUL byte. */
const PATH_VALUES = ["zzz_missing", "x".repeat(2_000), "' OR 1=1 --", "%00", "..%2F..%2Fetc"];

const LONG = "ü".repeat(5_000);

/** A value of another type than `schema` declares (or of no sensible type when it declares none). */
function wrongValue(schema: SchemaObject | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  switch (type) {
    case "string":
      return { nested: ["object"] };
    case "number":
    case "integer":
      return "12abc";
    case "boolean":
      return "yes";
    case "array":
      return "not a list";
    case "object":
      return 42;
    default:
      return [[null]];
  }
}

function bodySchema(operation: OperationObject): SchemaObject | undefined {
  const content =
    operation.requestBody && "content" in operation.requestBody ? operation.requestBody.content : {};
  return content["application/json"]?.schema as SchemaObject | undefined;
}

/** Body variants: none, empty, every field of the wrong type, every field null, every string oversized. */
function bodies(operation: OperationObject): { label: string; init: Parameters<typeof call>[1] }[] {
  const properties = Object.entries(bodySchema(operation)?.properties ?? {}) as [string, SchemaObject][];
  const each = (value: (schema: SchemaObject) => unknown) =>
    Object.fromEntries(properties.map(([name, schema]) => [name, value(schema)]));
  return [
    { label: "no body", init: {} },
    { label: "{}", init: { body: {} } },
    { label: "a JSON array", init: { rawBody: "[]", headers: { "content-type": "application/json" } } },
    { label: "wrong types", init: { body: each(wrongValue) } },
    { label: "nulls", init: { body: each(() => null) } },
    { label: "oversized strings", init: { body: each(() => LONG) } },
  ];
}

/** Query variants: each declared parameter of the wrong kind, then paging and sorting out of range. */
function queries(operation: OperationObject): string[] {
  const declared = (operation.parameters ?? []).filter(
    (p): p is ParameterObject => "in" in p && p.in === "query",
  );
  const wrong = new URLSearchParams();
  for (const p of declared)
    wrong.set(p.name, `${JSON.stringify(wrongValue(p.schema as SchemaObject))}${LONG}`);
  const paging = "page=-3&per_page=100000000&sort=%27%3Bdrop&direction=sideways&q=%00";
  return ["", `?${wrong}`, `?${paging}`];
}

function fill(template: string, value: string): string {
  return template.replace(
    /\{[^}]+\}/g,
    value === "%00" || value.includes("%2F") ? value : encodeURIComponent(value),
  );
}

let token = "";
let account: Awaited<ReturnType<typeof registerVerifiedUser>>;
let operations: Operation[] = [];

/** Whether the sweep's session still signs requests in (logout and its kind end it). */
async function sessionAlive(): Promise<boolean> {
  return (await call("/auth/user/authuser", { method: "POST", token })).status === 200;
}

async function signInAgain(): Promise<void> {
  const res = await call("/auth/user/login", { body: { email: account.email, password: account.password } });
  if (res.status !== 200) throw new Error(`sign-in again: ${res.status} ${JSON.stringify(res.json)}`);
  token = res.json.data.authtoken.access_token;
}

beforeAll(async () => {
  account = await registerVerifiedUser();
  token = account.token;
  for (const role of ["admin", "promoter"] as const) await grantRole(account.user.id, role);
  await grantRole(account.user.id, "creator", "artist");
  const res = await call("/openapi.json", { method: "GET", env: { ENVIRONMENT: "development" } });
  const document = res.json as OpenAPIObject;
  operations = Object.entries(document.paths ?? {}).flatMap(([template, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({
      method,
      template,
      operation: item[method] as OperationObject,
    })),
  );
});

/** What is wrong with one answer, or null when it is a proper answer. */
function problem(res: Awaited<ReturnType<typeof call>>): string | null {
  if (res.status >= 500) return `${res.status} ${JSON.stringify(res.json).slice(0, 300)}`;
  if (res.status < 400 || !(res.headers.get("content-type") ?? "").includes("json")) return null;
  const body = res.json as { code?: unknown; msg?: unknown; message?: unknown };
  if (typeof body?.code !== "string" || typeof body?.msg !== "string") {
    return `${res.status} without the envelope: ${JSON.stringify(body).slice(0, 200)}`;
  }
  if (res.status === 422) {
    const message = body.message as Record<string, unknown> | undefined;
    const keyed =
      message &&
      typeof message === "object" &&
      Object.values(message).every((v) => Array.isArray(v) && v.every((s) => typeof s === "string"));
    if (!keyed) return `422 without a field-keyed message: ${JSON.stringify(body).slice(0, 200)}`;
  }
  return null;
}

interface Variant {
  operation: string;
  secured: boolean;
  label: string;
  path: string;
  init: Parameters<typeof call>[1];
}

/** Every call the sweep makes: each operation with each odd path value and each body or query variant. */
function variants(): Variant[] {
  return operations.flatMap(({ method, template, operation }) => {
    const name = `${method.toUpperCase()} ${template}`;
    const secured = (operation.security ?? []).length > 0;
    const paths = template.includes("{") ? PATH_VALUES.map((v) => fill(template, v)) : [template];
    return paths.flatMap((path) =>
      method === "get" || method === "head"
        ? queries(operation).map((query) => ({
            operation: name,
            secured,
            label: `query ${query || "(none)"}`,
            path: path + query,
            init: { method: method.toUpperCase() },
          }))
        : bodies(operation).map(({ label, init }) => ({
            operation: name,
            secured,
            label,
            path,
            init: { ...init, method: method.toUpperCase() },
          })),
    );
  });
}

/**
 * What an operation that needs a session may answer a call without one: 401, or a refusal of the
 * request's form that every body meets before any route runs (malformed JSON 400, tus's 412 without
 * Tus-Resumable, 413, 415, a body that is not a JSON object 422): never its own validation or data.
 */
function refusedBeforeTheSession(variant: Variant, status: number, msg?: string): boolean {
  // A path whose id is no id matches no route (kit/params): nothing behind it ran, session or not.
  const noRoute = status === 404 && typeof msg === "string" && msg.startsWith("No route for");
  return (
    noRoute ||
    [401, 400, 412, 413, 415].includes(status) ||
    (status === 422 && variant.label === "a JSON array")
  );
}

const where = (v: Variant) => `${v.operation} [${v.label}, ${v.path.slice(0, 60)}]`;
const tally = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");

describe("hostile input on every operation", () => {
  it("is refused with the envelope, never a 5xx, as a user holding every role", {
    timeout: 240_000,
  }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const ended = new Set<string>();
    for (const variant of variants()) {
      const res = await call(variant.path, { ...variant.init, token });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      // An accepted call may have ended the session (logout): sign in again so the next one is judged
      // behind the guards too.
      if ((res.status < 300 || res.status === 401) && !(await sessionAlive())) {
        ended.add(variant.operation);
        await signInAgain();
      }
      const wrong = problem(res);
      if (wrong) problems.push(`${where(variant)}: ${wrong}`);
    }
    console.info(
      `hostile input, signed in: ${operations.length} operations, answers ${tally(statuses)}; signed in again after ${[...ended].join(", ") || "nothing"}`,
    );
    expect(problems).toEqual([]);
    // The sweep reached the validation behind the guards, not only the guards themselves.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(300);
  });

  it("is refused signed out too; an operation that needs a session answers 401 before reading the input", {
    timeout: 240_000,
  }, async () => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const variant of variants()) {
      const res = await call(variant.path, variant.init);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const wrong = problem(res);
      if (wrong) problems.push(`${where(variant)}: ${wrong}`);
      else if (variant.secured && !refusedBeforeTheSession(variant, res.status, res.json?.msg))
        problems.push(`${where(variant)}: ${res.status} without a session`);
    }
    console.info(`hostile input, signed out: answers ${tally(statuses)}`);
    expect(problems).toEqual([]);
    expect(statuses.get(401) ?? 0).toBeGreaterThan(1_000);
  });
});
