import { describe, expect, it } from "vitest";
import { AFTER_RESET_LOGIN_PATH, canUnlink, REVIEW_PROVIDERS_PATH } from "./linked-providers";
import { safeRedirect } from "./redirects";

const google = { provider: "google" as const };
const apple = { provider: "apple" as const };

describe("linked providers", () => {
  it("never offers to unlink the only way to sign in", () => {
    expect(canUnlink([google], false)).toBe(false);
    expect(canUnlink([google, google], false)).toBe(false);
    expect(canUnlink([google], true)).toBe(true);
    expect(canUnlink([google, apple], false)).toBe(true);
  });

  it("sends a reset user through sign-in to the provider review, a redirect the login accepts", () => {
    const target = new URL(AFTER_RESET_LOGIN_PATH, "http://localhost").searchParams.get("redirectTo");
    expect(target).toBe(REVIEW_PROVIDERS_PATH);
    expect(safeRedirect(target)).toBe("/my-account/settings?review=providers");
  });
});
