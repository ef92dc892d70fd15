import { env } from "cloudflare:test";
import type { FileField } from "../features/beats/files.rules";
import { DEFAULT_TEMPLATE } from "../features/beats/licences.rules";
import { newId } from "../kit/ids";
import { mp3Fixture, wavFixture } from "./audio-fixtures";
import { call, grantRole, registerVerifiedUser } from "./client";
import { money } from "./wallet-fixtures";

/** Producers made here, by token: their beats get files without every test naming them. */
const producerIds = new Map<string, string>();

/** A verified account with the producer kind, and its token. */
export async function producer(name = "Beat Maker") {
  const account = await registerVerifiedUser({ name });
  await grantRole(account.user.id, "creator", "producer");
  producerIds.set(account.token, account.user.id);
  return account;
}

/** The smallest well-formed ZIP: one stored file and the end record (what the stems check accepts). */
export function zipFixture(content = "kick,snare,808"): Uint8Array {
  const data = new TextEncoder().encode(content);
  const name = new TextEncoder().encode("stems.txt");
  const local = new Uint8Array(30 + name.length + data.length);
  const view = new DataView(local.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 10, true);
  view.setUint32(18, data.length, true);
  view.setUint32(22, data.length, true);
  view.setUint16(26, name.length, true);
  local.set(name, 30);
  local.set(data, 30 + name.length);
  const end = new Uint8Array(22);
  new DataView(end.buffer).setUint32(0, 0x06054b50, true);
  new DataView(end.buffer).setUint32(16, local.length, true);
  const zip = new Uint8Array(local.length + end.length);
  zip.set(local);
  zip.set(end, local.length);
  return zip;
}

/**
 * A producer's processed beat files (preview MP3, MP3, WAV, stems ZIP) as the tus flow leaves them: track
 * rows of purpose `beat`, ready, with their objects in R2. Returns the body fields naming them.
 */
export async function beatFiles(userId: string): Promise<Record<FileField, string>> {
  const now = Date.now();
  const artistId = `art_fx_${userId}`;
  await env.DB.prepare(
    "insert or ignore into artists (id, name, user_id, status, created_at, updated_at) values (?, 'Beat Files', ?, 1, ?, ?)",
  )
    .bind(artistId, userId, now, now)
    .run();
  const files = {
    preview_track_id: { format: "mp3", type: "audio/mpeg", bytes: mp3Fixture({ seconds: 1 }) },
    mp3_track_id: { format: "mp3", type: "audio/mpeg", bytes: mp3Fixture({ seconds: 1 }) },
    wav_track_id: { format: "wav", type: "audio/wav", bytes: wavFixture({ seconds: 0.2 }) },
    stems_track_id: { format: "zip", type: "application/zip", bytes: zipFixture() },
  } as const;
  const ids = {} as Record<FileField, string>;
  for (const [field, file] of Object.entries(files) as [FileField, (typeof files)[FileField]][]) {
    const id = newId("trk");
    await env.DB.prepare(
      `insert into tracks (id, title, artist_id, owner_user_id, duration_ms, audio_key, audio_content_type, audio_size,
         audio_format, purpose, processing, publication, created_at, updated_at)
       values (?, ?, ?, ?, 1000, ?, ?, ?, ?, 'beat', 'ready', 'draft', ?, ?)`,
    )
      .bind(id, field, artistId, userId, `audio/${id}`, file.type, file.bytes.length, file.format, now, now)
      .run();
    await env.MEDIA.put(`audio/${id}`, file.bytes, { httpMetadata: { contentType: file.type } });
    ids[field] = id;
  }
  return ids;
}

/** A verified creator of another kind (a buyer in the market). */
export async function artist(name = "Buyer Artist") {
  const account = await registerVerifiedUser({ name });
  await grantRole(account.user.id, "creator", "artist");
  return account;
}

/** A beat body with the default tiers (or `tiers`), valid as it is. */
export function beatBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Night Drive",
    bpm: 140,
    key: "Ebm",
    tags: ["trap", "dark"],
    licences: DEFAULT_TEMPLATE,
    ...overrides,
  };
}

/** Creates a beat for `token`; returns its view. */
export async function createBeat(token: string, overrides: Record<string, unknown> = {}) {
  const owner = producerIds.get(token);
  const files = owner ? await beatFiles(owner) : {};
  const res = await call("/creator/beats/create", { token, body: beatBody({ ...files, ...overrides }) });
  if (res.status !== 201) throw new Error(`create beat: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as { id: string; lowest_price_cents: number; approval: string | null };
}

/** A published beat of a new producer, its listing approved (as the admin's moderation would). */
export async function listedBeat(overrides: Record<string, unknown> = {}, name?: string) {
  const p = await producer(name);
  const beat = await createBeat(p.token, overrides);
  await call(`/creator/beats/status/${beat.id}`, { token: p.token, body: { is_published: true } });
  await env.DB.prepare("update listings set approval = 'approved' where item_id = ?").bind(beat.id).run();
  return { p, beat };
}

/** Buys `tier` of `beatId` at `price` cents (+ 2 %) through the service payment, from the wallet by default. */
export function buyLicence(token: string, beatId: string, tier: string, price: number, method = "wallet") {
  const fee = Math.round(price * 0.02);
  return money("/user/account/make-service-payment", token, {
    request_type: "beat_licence",
    data: JSON.stringify({ beat_id: beatId, tier }),
    payment_data: JSON.stringify({
      amount: price + fee,
      subtotal: price,
      processingFee: fee,
      processingFeePercent: 2,
      paymentMethodId: method,
    }),
  });
}
