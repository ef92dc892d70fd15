import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader } from "./auth.login";

function load(environment: string) {
  const context = { env: { ENVIRONMENT: environment } } as unknown as AppLoadContext;
  return loader({ request: new Request("http://localhost/auth/login"), context, params: {} });
}

describe("login page loader", () => {
  it("offers the OAuth sandbox panel only in development", async () => {
    expect(await load("development")).toEqual({ devSandbox: true });
    expect(await load("production")).toEqual({ devSandbox: false });
    expect(await load("")).toEqual({ devSandbox: false });
  });
});
