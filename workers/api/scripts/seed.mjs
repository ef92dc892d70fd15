#!/usr/bin/env node
// Idempotent demo data for local development: one account per role (README "Demo accounts") and the
// demo catalogue (seed/*.mjs, one module per domain) with generated audio and cover art in local R2.
// Usage: node workers/api/scripts/seed.mjs [--persist-to <dir>] [--accounts-only]
// Passwords are hashed here exactly as the worker does (PBKDF2-SHA-256, 100,000 iterations), so the
// seeded accounts sign in through the real login path. INSERT OR IGNORE everywhere and deterministic
// ids (seed/ids.mjs) make re-running harmless. Rows and objects go straight into the persist folder
// `wrangler dev --persist-to` reads, through Miniflare (seed/local-stack.mjs): no wrangler spawns.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beatFileStatements } from "./seed/beat-files.mjs";
import { BEAT_COUNT, beatStatements } from "./seed/beats.mjs";
import { catalogueStatements, uploadCatalogueMedia } from "./seed/catalogue.mjs";
import { ARTISTS, TRACKS } from "./seed/catalogue-data.mjs";
import { communityStatements, DEMO_JOINED_DAYS_AGO } from "./seed/community.mjs";
import { cacheDir, demoAudio, loadGenerator } from "./seed/demo-media.mjs";
import { engagementStatements } from "./seed/engagement.mjs";
import { exchangeRatesSql } from "./seed/exchange-rates.mjs";
import { DEMO_USER, demoId } from "./seed/ids.mjs";
import { execStatements, openLocalStack } from "./seed/local-stack.mjs";
import { primeLocalR2 } from "./seed/r2-template.mjs";
import { genreId, moodId, referenceStatements } from "./seed/reference.mjs";
import { SONG_COUNT, songStatements } from "./seed/songs.mjs";
import { STUDIO, studioStatements } from "./seed/studio.mjs";
import { walletStatements } from "./seed/wallet.mjs";

export const DEMO_PASSWORD = "ngoma-demo-2026";
export const DEMO_ACCOUNTS = [
  {
    id: DEMO_USER.listener,
    slug: "listener",
    name: "Lina Listener",
    email: "listener@demo.ngoma.dev",
    roles: [],
  },
  {
    id: DEMO_USER.creator,
    slug: "creator",
    name: "Kato Creator",
    email: "creator@demo.ngoma.dev",
    roles: [
      ["creator", "artist"],
      ["creator", "producer"],
      ["creator", "songwriter"],
    ],
  },
  {
    id: DEMO_USER.promoter,
    slug: "promoter",
    name: "Amara Promoter",
    email: "promoter@demo.ngoma.dev",
    // Also an artist: the demo promoter buys on the markets too (a bid on a demo song, issue #35).
    roles: [
      ["promoter", ""],
      ["creator", "artist"],
    ],
  },
  {
    id: DEMO_USER.admin,
    slug: "admin",
    name: "Ada Admin",
    email: "admin@demo.ngoma.dev",
    roles: [["admin", ""]],
  },
];

const b64url = (buf) => buf.toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const hash = (password) => {
  const salt = randomBytes(16);
  return `pbkdf2-sha256$100000$${b64url(salt)}$${b64url(pbkdf2Sync(password.normalize("NFKC"), salt, 100_000, 32, "sha256"))}`;
};
const q = (v) => (v === null ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);

export function seedSql(now = Date.now()) {
  const lines = [];
  for (const a of DEMO_ACCOUNTS) {
    // The demo accounts joined months ago (seed/community.mjs), so the dashboard's growth has a history.
    const joined = now - DEMO_JOINED_DAYS_AGO[a.id] * 86_400_000;
    lines.push(
      `INSERT OR IGNORE INTO users (id, name, email, country, password_hash, email_verified_at, status, pref_theme, pref_language, pref_email_notifications, pref_audio_notifications, created_at, updated_at) VALUES (${q(a.id)}, ${q(a.name)}, ${q(a.email)}, 'UG', ${q(hash(DEMO_PASSWORD))}, ${joined}, 'active', 'dark', 'en', 1, 0, ${joined}, ${joined});`,
    );
    for (const [role, kind] of a.roles) {
      lines.push(
        `INSERT OR IGNORE INTO user_roles (user_id, role, kind, granted_at) VALUES (${q(a.id)}, ${q(role)}, ${q(kind)}, ${joined});`,
      );
    }
  }
  lines.push(exchangeRatesSql(now));
  return `${lines.join("\n")}\n`;
}

/**
 * Seeds accounts, then (unless `accountsOnly`) reference data, the catalogue and its history, and the
 * demo accounts' wallet history.
 */
export async function seedDemo(persistTo, { accountsOnly = false, log = console.log } = {}) {
  const started = Date.now();
  const now = Date.now();
  const gen = accountsOnly ? null : await loadGenerator();
  const primed = gen ? await primeLocalR2(gen, persistTo, log) : false;
  const { db, putIfAbsent, dispose } = await openLocalStack(persistTo);
  try {
    await execStatements(db, seedSql(now).trim().split("\n"));
    log(`Seeded ${DEMO_ACCOUNTS.length} demo accounts into ${persistTo}`);
    if (accountsOnly) return;
    const reference = await referenceStatements(now);
    await execStatements(db, reference.statements);
    const community = communityStatements(now);
    await execStatements(db, community.statements);
    const c = reference.counts;
    log(
      `  reference: ${c.genres} genres, ${c.moods} moods, ${c.origins} origins, ${c.userTypes} user types, ${c.countries} access countries`,
    );
    log(
      `  community: ${community.members} members who joined over 6 months, ${community.applications} upgrade applications (4 pending)`,
    );
    const mediaStarted = Date.now();
    const { audio, figures } = await uploadCatalogueMedia(gen, putIfAbsent);
    const mb = (figures.audioBytes / 1e6).toFixed(1);
    log(
      `  media: ${figures.tracks} tracks of audio (${mb} MB, ${figures.rendered} synthesised, the rest cached), ` +
        `${figures.covers} covers; ${primed ? "R2 copied from the template, " : ""}${figures.written} objects written ` +
        `in ${Date.now() - mediaStarted} ms`,
    );
    await execStatements(db, catalogueStatements(audio, now));
    const engagement = engagementStatements(now);
    await execStatements(db, engagement.statements);
    log(
      `  catalogue, plays (${engagement.daily} daily_plays rows) and counters: done in ${Date.now() - started} ms`,
    );
    const filesStarted = Date.now();
    const sources = await Promise.all(
      TRACKS.slice(0, BEAT_COUNT).map(async (t) => ({
        trackId: t.id,
        ...audio.get(t.id),
        wav: (await demoAudio(gen, t.id)).bytes,
      })),
    );
    const beatFiles = await beatFileStatements(
      {
        producerId: DEMO_USER.creator,
        artistId: ARTISTS[0].id,
        sources,
        putIfAbsent,
        cache: cacheDir(gen.GENERATOR_VERSION),
      },
      now,
    );
    await execStatements(db, beatFiles.statements);
    log(
      `  beat files: ${beatFiles.statements.length} (preview, MP3, WAV, stems ZIP each) in ${Date.now() - filesStarted} ms`,
    );
    const market = beatStatements(
      { producerId: DEMO_USER.creator, genreId, moodId, files: beatFiles.files },
      now,
    );
    await execStatements(db, market.statements);
    log(
      `  beats: ${market.listed} on the market (2 featured), ${market.pending} waiting in the admin's queue`,
    );
    const wallets = walletStatements(DEMO_ACCOUNTS, now);
    await execStatements(db, wallets.statements);
    log(`  wallets: ${wallets.operations} demo wallet operations over the last 40 days, through the ledger`);
    const songs = songStatements(
      {
        ownerId: DEMO_USER.creator,
        artistId: ARTISTS[0].id,
        bidderId: DEMO_USER.promoter,
        promoterWallet: demoId("lac", "demopromoter"),
        genreId,
        moodId,
        demos: TRACKS.slice(BEAT_COUNT, BEAT_COUNT + 2).map((t) => audio.get(t.id)),
      },
      now,
    );
    await execStatements(db, songs.statements);
    log(
      `  written songs: ${SONG_COUNT} (${songs.listed} on the market, one awaiting a co-writer), one bid held`,
    );
    const account = (id) => {
      const a = DEMO_ACCOUNTS.find((x) => x.id === id);
      return { id, name: a?.name ?? "" };
    };
    const studio = studioStatements(
      { producer: account(DEMO_USER.creator), client: account(DEMO_USER.promoter) },
      now,
    );
    await execStatements(db, studio.statements);
    log(
      `  studio: ${STUDIO.name} (${STUDIO.city}), ${studio.bookings.length} bookings by the demo promoter (one confirmed, one pending), deposits held in escrow`,
    );
  } finally {
    await dispose();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--persist-to");
  const persistTo = at >= 0 ? path.resolve(args[at + 1]) : path.resolve(".wrangler/state");
  await seedDemo(persistTo, { accountsOnly: args.includes("--accounts-only") });
}
