import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { libraryAction } from "./library-action.server";

/** A context whose API binding deletes any playlist it is asked to. */
const context = {
  env: { API: { serve: async () => Response.json({ data: null, msg: "Playlist deleted" }) } },
} as unknown as AppLoadContext;

function deleteWith(redirectTo: string) {
  return new Request("http://localhost/library", {
    method: "POST",
    headers: {
      cookie: "__Host-ngoma_session=tok_live",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "delete", playlist_id: "pl_1", redirect_to: redirectTo }),
  });
}

async function outcome(redirectTo: string): Promise<string | null> {
  try {
    await libraryAction(context, deleteWith(redirectTo));
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return thrown.headers.get("location");
    throw thrown;
  }
}

describe("deleting a playlist with redirect_to", () => {
  it("goes back to one of our own paths", async () => {
    expect(await outcome("/library/playlists")).toBe("/library/playlists");
  });

  it("never leaves the site, however the path is disguised", async () => {
    for (const target of ["/\\evil.example", "//evil.example", "https://evil.example", "/\\/evil.example"]) {
      expect(await outcome(target), target).toBeNull();
    }
  });
});
