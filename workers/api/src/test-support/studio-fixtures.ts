import { eq } from "drizzle-orm";
import { tracks } from "../features/catalogue/schema";
import type { ProcessingState } from "../features/catalogue/studio-values";
import { createArtist, createTrack, testDb } from "./catalogue-fixtures";
import { call, grantRole, registerUser } from "./client";

/** A signed-in creator with an artist profile. */
export async function creator() {
  const account = await registerUser();
  await grantRole(account.user.id, "creator", "artist");
  const artist = await createArtist({ userId: account.user.id, name: `Artist ${account.user.id.slice(-6)}` });
  return { token: account.token, userId: account.user.id as string, artistId: artist.id };
}

/**
 * A draft track of `owner` as the upload leaves it (the upload flow is another feature), in the given
 * processing state (ready by default).
 */
export async function studioTrack(
  owner: { userId: string; artistId: string },
  overrides: { title?: string; processing?: ProcessingState; durationMs?: number } = {},
) {
  const row = await createTrack({
    artistId: owner.artistId,
    ownerUserId: owner.userId,
    publication: "draft",
    title: overrides.title,
    durationMs: overrides.durationMs,
  });
  if (overrides.processing && overrides.processing !== "ready") {
    await testDb().update(tracks).set({ processing: overrides.processing }).where(eq(tracks.id, row.id));
  }
  return row;
}

/** Posts a multipart form with one `file` from the app's own origin (forms must be same-origin). */
export async function postFile(
  path: string,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  type = "application/octet-stream",
) {
  const form = new FormData();
  form.set("file", new File([bytes], "cover", { type }));
  const request = new Request("http://localhost", { method: "POST", body: form });
  const contentType = request.headers.get("content-type") as string;
  const body = new Uint8Array(await request.arrayBuffer());
  return call(path, {
    token,
    method: "POST",
    rawBody: body,
    headers: { "content-type": contentType, origin: "http://localhost" },
  });
}
