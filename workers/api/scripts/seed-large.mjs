#!/usr/bin/env node
// `npm run seed:large -- --tracks 100000 [--persist-to <dir>]`: a benchmark-sized catalogue. Applies the
// D1 migrations, seeds the demo data (accounts and the demo audio the large catalogue shares), then
// adds metadata only: artists, albums and tracks with ids *_large0…* (seed/ids.mjs), in multi-row batches through
// Miniflare's D1 (the same SQLite files `wrangler dev --persist-to` opens). Idempotent per id.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrateLocal, wranglerEnv } from "../../../scripts/local-wrangler.mjs";
import { largeCatalogueBatches } from "./seed/large-catalogue.mjs";
import { execStatements, openLocalStack } from "./seed/local-stack.mjs";
import { seedDemo } from "./seed.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};

/** Migrates and seeds `persistTo` with `tracks` large-catalogue tracks; returns timings in ms. */
export async function seedLarge(persistTo, tracks, log = console.log) {
  const timings = {};
  let started = Date.now();
  const xdg = mkdtempSync(path.join(tmpdir(), "ngoma-seed-xdg-"));
  try {
    migrateLocal(persistTo, wranglerEnv(xdg));
  } finally {
    rmSync(xdg, { recursive: true, force: true });
  }
  timings.migrate = Date.now() - started;
  started = Date.now();
  await seedDemo(persistTo, { log: () => {} });
  timings.demo = Date.now() - started;
  log(`Migrated (${timings.migrate} ms) and seeded the demo catalogue (${timings.demo} ms) in ${persistTo}`);

  started = Date.now();
  const { db, dispose } = await openLocalStack(persistTo);
  try {
    const audio = (
      await db
        .prepare(
          "SELECT audio_key, audio_size, duration_ms, bpm, musical_key FROM tracks WHERE id LIKE 'trk_demo%' AND publication = 'published' AND visibility = 'public' ORDER BY id",
        )
        .all()
    ).results;
    const totals = {};
    for (const batch of largeCatalogueBatches(tracks, audio, Date.now())) {
      await execStatements(db, batch.statements, 20);
      totals[batch.label] = (totals[batch.label] ?? 0) + batch.rows;
      if (batch.label === "tracks") {
        process.stdout.write(
          `${process.stdout.isTTY ? "\r" : ""}  tracks: ${totals.tracks}/${tracks}${process.stdout.isTTY ? "" : "\n"}`,
        );
      }
    }
    timings.large = Date.now() - started;
    if (process.stdout.isTTY) process.stdout.write("\n");
    log(
      `Inserted ${totals.artists} artists, ${totals.albums} albums, ${totals.tracks} tracks, ` +
        `${totals.daily_plays} daily_plays rows (+ search index) in ${(timings.large / 1000).toFixed(1)} s ` +
        `(${Math.round(tracks / (timings.large / 1000))} tracks/s)`,
    );
  } finally {
    await dispose();
  }
  return timings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tracks = Number(option("--tracks", "100000"));
  if (!Number.isInteger(tracks) || tracks < 1) throw new Error("--tracks must be a positive integer");
  const persistTo = path.resolve(option("--persist-to", ".wrangler/state"));
  const started = Date.now();
  await seedLarge(persistTo, tracks);
  console.log(`seed:large done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
