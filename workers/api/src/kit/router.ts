import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { validationError } from "./errors";
import { zodIssuesToFields } from "./zod-fields";

/**
 * Every resource router comes from here so each one turns zod failures into the spec's 422 envelope
 * (OpenAPIHono does not pass its hook down to routers mounted with `app.route`).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(zodIssuesToFields(result.error));
    },
  });
}
