import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { isUserNeutral, userLoaderShouldRevalidate } from "./revalidation";

const args = (over: Partial<ShouldRevalidateFunctionArgs>): ShouldRevalidateFunctionArgs => ({
  currentUrl: new URL("http://localhost/all-music"),
  currentParams: {},
  nextUrl: new URL("http://localhost/all-music"),
  nextParams: {},
  defaultShouldRevalidate: true,
  ...over,
});

describe("user loaders after a mutation", () => {
  it("skip a like, save, follow or playlist change", () => {
    expect(userLoaderShouldRevalidate(args({ formMethod: "POST", formAction: "/catalogue/engage" }))).toBe(
      false,
    );
    expect(userLoaderShouldRevalidate(args({ formMethod: "post", formAction: "/library" }))).toBe(false);
    expect(userLoaderShouldRevalidate(args({ formMethod: "POST", formAction: "/library?index" }))).toBe(
      false,
    );
  });

  it("re-run after account actions, navigations and explicit revalidation, as Remix would", () => {
    for (const formAction of ["/my-account/profile", "/my-account/preferences", "/auth/provider"]) {
      expect(userLoaderShouldRevalidate(args({ formMethod: "POST", formAction }))).toBe(true);
    }
    expect(userLoaderShouldRevalidate(args({}))).toBe(true);
    expect(userLoaderShouldRevalidate(args({ formMethod: "GET", formAction: "/library" }))).toBe(true);
  });

  it("never forces a reload Remix would skip", () => {
    const skipped = args({
      formMethod: "POST",
      formAction: "/my-account/profile",
      defaultShouldRevalidate: false,
    });
    expect(userLoaderShouldRevalidate(skipped)).toBe(false);
  });

  it("matches whole paths only", () => {
    expect(isUserNeutral("POST", "/library/manage-playlists")).toBe(false);
    expect(isUserNeutral("POST", "/catalogue/engaged")).toBe(false);
    expect(isUserNeutral(undefined, "/library")).toBe(false);
  });
});
