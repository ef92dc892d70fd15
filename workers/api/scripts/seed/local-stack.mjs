// Opens the LOCAL D1 database and R2 bucket that `wrangler dev --persist-to <dir>` uses, through
// Miniflare's own API (the same storage code wrangler runs), so the seed writes rows and objects in one
// process instead of spawning `wrangler d1 execute` / `wrangler r2 object put` per batch or object.
// The ids below must match workers/api/wrangler.toml: Miniflare derives the file names from them.
import path from "node:path";
import { Miniflare } from "miniflare";

const UPLOADER = `export default {
  async fetch(request, env) {
    const key = decodeURIComponent(new URL(request.url).pathname.slice(1));
    await env.MEDIA.put(key, await request.arrayBuffer(), { httpMetadata: { contentType: request.headers.get("content-type") } });
    return new Response("written");
  },
};`;

export const D1_DATABASE_ID = "00000000-0000-4000-8000-000000000000";
export const R2_BUCKET = "ngoma-media";

/** @returns {{ db: import("@cloudflare/workers-types").D1Database, r2: import("@cloudflare/workers-types").R2Bucket, dispose: () => Promise<void> }} */
export async function openLocalStack(persistTo) {
  const mf = new Miniflare({
    modules: true,
    // Uploads go through this tiny worker as raw request bodies: Miniflare's binding proxy serialises
    // bytes slowly (77 MB took ~11 s), a streamed PUT is several times faster.
    script: UPLOADER,
    d1Databases: { DB: D1_DATABASE_ID },
    d1Persist: path.join(persistTo, "v3", "d1"),
    r2Buckets: { MEDIA: R2_BUCKET },
    r2Persist: path.join(persistTo, "v3", "r2"),
  });
  const db = await mf.getD1Database("DB");
  const r2 = await mf.getR2Bucket("MEDIA");
  /** Stores `body` under `key` unless the key exists (keys are content-stable). Returns true if written. */
  const putIfAbsent = async (key, body, contentType) => {
    if (await r2.head(key)) return false; // checked here: the worker would answer before reading the body
    const url = `http://seed.local/${encodeURIComponent(key)}`;
    const res = await mf.dispatchFetch(url, {
      method: "PUT",
      body,
      headers: { "content-type": contentType },
    });
    if (!res.ok) throw new Error(`R2 put ${key} failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    return true;
  };
  return { db, r2, putIfAbsent, dispose: () => mf.dispose() };
}

/**
 * Runs single-line SQL statements in chunks through D1 `exec` (one round trip per chunk, no bindings,
 * values are quoted by `q`). Chunks stay well under D1's statement-size limits.
 */
export async function execStatements(db, statements, chunk = 400) {
  for (let i = 0; i < statements.length; i += chunk) {
    await db.exec(statements.slice(i, i + chunk).join("\n"));
  }
}

export { insertRow, q } from "./sql.mjs";
