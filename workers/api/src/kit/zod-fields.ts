import type { z } from "@hono/zod-openapi";
import type { FieldErrors } from "./errors";

/**
 * Flattens zod issues into the spec's field-keyed message object. Nested paths are dotted
 * (`preferences.theme`), unknown keys are reported under their own name so a client sees exactly which
 * field it must not send, and issues with no path go under `_`.
 */
export function zodIssuesToFields(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = fields[key] ?? [];
    list.push(message);
    fields[key] = list;
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      const prefix = issue.path.length ? `${issue.path.join(".")}.` : "";
      for (const key of issue.keys) add(`${prefix}${key}`, "This field is not allowed.");
      continue;
    }
    add(issue.path.length ? issue.path.join(".") : "_", issue.message);
  }
  return fields;
}
