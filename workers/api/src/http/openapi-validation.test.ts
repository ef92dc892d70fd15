import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { createApiRouter } from "../app";
import { call, DEPLOYED_SECRETS } from "../test-support/client";
import { DEVELOPMENT_BASE } from "./openapi-document";

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** Distinct operations the router registers (Hono lists one entry per middleware and handler). */
function registeredCount(development: boolean): number {
  const routes = createApiRouter().routes.filter(
    (r) => r.method !== "ALL" && (development || !r.path.startsWith(`${DEVELOPMENT_BASE}/`)),
  );
  return new Set(routes.map((r) => `${r.method} ${r.path}`)).size;
}

// An independent validator (schema of OpenAPI 3.1 plus its spec rules: path parameters, duplicate
// operationIds, ...) reads the document exactly as a client generator would fetch it.
describe("the served OpenAPI document", () => {
  for (const ENVIRONMENT of ["development", "production"]) {
    it(`is valid OpenAPI 3.1 with ENVIRONMENT=${ENVIRONMENT}`, async () => {
      const res = await call("/openapi.json", { method: "GET", env: { ...DEPLOYED_SECRETS, ENVIRONMENT } });
      expect(res.status).toBe(200);
      const result = await validate(res.json);
      if (!result.valid) expect.fail(compileErrors(result));
      expect(result.warnings, compileErrors(result)).toEqual([]);

      const count = Object.values(res.json.paths as Record<string, object>).reduce<number>(
        (sum, item) => sum + Object.keys(item).filter((k) => METHODS.has(k)).length,
        0,
      );
      console.info(`openapi.json (${ENVIRONMENT}): valid, ${count} operations`);
      expect(count).toBe(registeredCount(ENVIRONMENT === "development"));
    });
  }
});
