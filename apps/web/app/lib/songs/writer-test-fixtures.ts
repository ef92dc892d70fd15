// The songwriter tests' shared data: a song with a co-writer still to answer, a bid on it and its deal,
// the writer's totals and a song's days. Imported by tests only.
import type { SongBid, SongDeal, SongStats, WriterStats, WrittenSong } from "../api/contract";

export const OWNER_ID = "usr_amara";

export const RIVER_SONG: WrittenSong = {
  id: "sng_01",
  title: "River Song",
  lyrics: "Down by the river\nwe sang all night",
  language: "English",
  genre: { id: "gen_afro", title: "Afrobeats" },
  mood: null,
  description: "A slow one.",
  demo: {
    track_id: "trk_demo",
    state: "ready",
    stream_url: "/api/v1/media/stream/trk_demo?exp=1&sig=ab",
    duration_ms: 183_000,
  },
  asking_price: 50_000,
  min_bid: 10_000,
  status: 1,
  listing: { approval: "approved", reason: null },
  on_market: false,
  rights: {
    song_id: "sng_01",
    clear: false,
    reasons: ["Waiting for Juma to accept their 40% credit."],
    writers: [
      {
        user_id: OWNER_ID,
        name: "Amara",
        split: 60,
        consent: "accepted",
        responded_at: "2026-03-01T10:00:00.000Z",
        is_owner: true,
      },
      {
        user_id: "usr_juma",
        name: "Juma",
        split: 40,
        consent: "pending",
        responded_at: null,
        is_owner: false,
      },
    ],
  },
  is_owner: true,
  pending_bids: 2,
  highest_bid: 20_000,
  deal_bid_id: null,
  sold_at: null,
  buyer: null,
  created_at: "2026-03-01T10:00:00.000Z",
  updated_at: "2026-03-02T10:00:00.000Z",
};

/** The same song once every writer accepted: clear and on the market. */
export const CLEAR_SONG: WrittenSong = {
  ...RIVER_SONG,
  id: "sng_02",
  title: "Morning Light",
  on_market: true,
  rights: {
    song_id: "sng_02",
    clear: true,
    reasons: [],
    writers: RIVER_SONG.rights.writers.map((w) => ({ ...w, consent: "accepted" as const })),
  },
  pending_bids: 0,
  highest_bid: null,
};

export const BID: SongBid = {
  id: "bid_01",
  song: { id: "sng_01", title: "River Song" },
  bidder: { id: "usr_kato", name: "Kato" },
  role: "seller",
  amount: 20_000,
  fee: 400,
  total: 20_400,
  status: "pending",
  buy_now: false,
  expires_at: "2026-04-01T10:00:00.000Z",
  approved_at: null,
  completes_at: null,
  ended_at: null,
  contract_url: null,
  created_at: "2026-03-02T10:00:00.000Z",
  updated_at: "2026-03-02T10:00:00.000Z",
};

export const DEAL: SongDeal = {
  ...BID,
  lyrics: RIVER_SONG.lyrics,
  lyrics_truncated: false,
  demo: RIVER_SONG.demo,
  writers: [
    { user_id: OWNER_ID, name: "Amara", split: 60, paid: null },
    { user_id: "usr_juma", name: "Juma", split: 40, paid: null },
  ],
};

export const STATS: WriterStats = {
  songs: 3,
  listed: 1,
  bids_received: 5,
  pending_bids: 2,
  sold: 1,
  earned: 12_000,
  awaiting_consent: [
    { song_id: "sng_09", title: "Night Bus", owner: { id: "usr_lila", name: "Lila" }, split: 30 },
  ],
};

export const SONG_STATS: SongStats = {
  song_id: "sng_01",
  views: 9,
  bids: 2,
  highest_bid: 20_000,
  average_bid: 15_000,
  series: [
    { day: "2026-03-01", views: 4, bids: 1 },
    { day: "2026-03-02", views: 5, bids: 1 },
  ],
};

/** A page of `rows` as the api answers it. */
export const pageOf = <T>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  total: rows.length,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  per_page: 10,
});
