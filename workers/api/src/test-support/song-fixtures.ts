import { env } from "cloudflare:test";
import { walletAccount } from "../features/ledger/service";
import { newId } from "../kit/ids";
import { testDb } from "./catalogue-fixtures";
import { call, grantRole, registerVerifiedUser } from "./client";
import { creditWallet } from "./ledger-fixtures";
import { money } from "./wallet-fixtures";

/* Written songs for tests (issue #35): songwriters, buyers with money, songs on the market, bids. */

const db = testDb();

export async function songwriter(name = "Song Writer") {
  const account = await registerVerifiedUser({ name });
  await grantRole(account.user.id, "creator", "songwriter");
  return account;
}

/** A creator (artist) holding `cents` in their wallet. */
export async function songBuyer(cents = 1_000_000, name = "Song Buyer") {
  const account = await registerVerifiedUser({ name });
  await grantRole(account.user.id, "creator", "artist");
  if (cents > 0) await creditWallet(await walletAccount(db, account.user.id), cents);
  return account;
}

export const LYRICS = [
  "Line one of the song",
  "Line two rhymes along",
  "Line three",
  "Line four",
  "Line five is private",
  "Line six too",
].join("\n");

export function songBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Rain on Kampala",
    lyrics: LYRICS,
    language: "English",
    asking_price: 0,
    min_bid: 1_000,
    ...overrides,
  };
}

export async function createSong(
  token: string,
  ownerId: string,
  overrides: Record<string, unknown> = {},
  writers: { user_id?: string; email?: string; split: number }[] = [{ user_id: ownerId, split: 100 }],
) {
  const res = await call("/creator/writer/written_songs/create", {
    token,
    body: songBody({ writers, ...overrides }),
  });
  if (res.status !== 201) throw new Error(`create song: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as { id: string; title: string };
}

/** Approves song `id`'s listing as the admin would. */
export async function approveListing(id: string) {
  await env.DB.prepare("update listings set approval = 'approved' where kind = 'song' and item_id = ?")
    .bind(id)
    .run();
}

/** A song on the market by a new songwriter (alone: 100 %). */
export async function listedSong(overrides: Record<string, unknown> = {}) {
  const w = await songwriter();
  const song = await createSong(w.token, w.user.id, overrides);
  const on = await call(`/creator/writer/written_songs/status/${song.id}`, {
    token: w.token,
    body: { status: 1 },
  });
  if (on.status !== 200) throw new Error(`list song: ${on.status} ${JSON.stringify(on.json)}`);
  await approveListing(song.id);
  return { w, song };
}

export function bid(token: string, songId: string, amount: number, key?: string) {
  return money(`/creator/songs/marketplace/create_purchase/${songId}`, token, { amount }, key);
}

export function raise(token: string, bidId: string, amount: number) {
  return money(`/creator/songs/marketplace/update_purchase/${bidId}`, token, { amount });
}

export function approve(token: string, bidId: string) {
  return money(`/creator/songs/marketplace/approve_purchase_bid/${bidId}`, token, {});
}

export function complete(token: string, bidId: string) {
  return money(`/creator/songs/marketplace/complete_purchase/${bidId}`, token, {});
}

/** The wallet's balance and what it holds. */
export async function funds(userId: string) {
  const row = await env.DB.prepare("select balance, held from ledger_accounts where user_id = ?")
    .bind(userId)
    .first<{ balance: number; held: number }>();
  return { balance: row?.balance ?? 0, held: row?.held ?? 0 };
}

export const freshKey = () => newId("key");
