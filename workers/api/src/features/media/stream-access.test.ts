import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../kit/db";
import { insertTrack, patternBytes } from "../../test-support/media-fixtures";
import { findStreamableTrack } from "./stream-access";

describe("findStreamableTrack", () => {
  it("sees a track unpublished on the very next request", async () => {
    const db = createDb(env.DB);
    const { trackId } = await insertTrack(patternBytes(100));
    expect(await findStreamableTrack(db, trackId, null)).toMatchObject({ id: trackId, audioSize: 100 });
    await env.DB.prepare("update tracks set publication = 'draft' where id = ?").bind(trackId).run();
    expect(await findStreamableTrack(db, trackId, null)).toBeNull();
  });
});
