// The song market tests' shared data: a song for sale with a demo and two writers, its page for a buyer,
// a bid and a completed deal. Imported by tests only.
import type { MarketSong, MarketSongDetail, SongBid, SongDeal } from "../api/contract";

export const RAIN_SONG: MarketSong = {
  id: "wsg_01",
  title: "Rain on the Lake",
  lyrics: "Mvua inanyesha\nOn the lake at dawn\nWe sing the old song\nUntil the night is gone",
  lyrics_truncated: true,
  language: "Swahili",
  genre: { id: "gen_afro", title: "Afrobeats" },
  mood: { id: "moo_calm", title: "Calm" },
  description: "A slow love song for a duet.",
  demo: {
    track_id: "trk_demo",
    state: "ready",
    stream_url: "/api/v1/media/stream/trk_demo?exp=1&sig=ab",
    duration_ms: 95_000,
  },
  asking_price: 50_000,
  min_bid: 10_000,
  writers: [
    { user_id: "usr_amara", name: "Amara Nabirye", split: 60 },
    { user_id: "usr_kato", name: "Kato Beats", split: 40 },
  ],
  open_bids: 2,
  created_at: "2026-05-01T10:00:00.000Z",
};

export function songDetail(extra: Partial<MarketSongDetail> = {}): MarketSongDetail {
  return {
    ...RAIN_SONG,
    my_bid: null,
    can_bid: true,
    reason: null,
    is_writer: false,
    on_market: true,
    ...extra,
  };
}

export function bid(extra: Partial<SongBid> = {}): SongBid {
  return {
    id: "bid_01",
    song: { id: RAIN_SONG.id, title: RAIN_SONG.title },
    bidder: { id: "usr_buyer", name: "Buyer" },
    role: "buyer",
    amount: 20_000,
    fee: 400,
    total: 20_400,
    status: "pending",
    buy_now: false,
    expires_at: "2026-06-01T10:00:00.000Z",
    approved_at: null,
    completes_at: null,
    ended_at: null,
    contract_url: null,
    created_at: "2026-05-02T10:00:00.000Z",
    updated_at: "2026-05-02T10:00:00.000Z",
    ...extra,
  };
}

export function deal(extra: Partial<SongDeal> = {}): SongDeal {
  return {
    ...bid({
      status: "completed",
      approved_at: "2026-05-03T10:00:00.000Z",
      completes_at: "2026-05-10T10:00:00.000Z",
      ended_at: "2026-05-04T10:00:00.000Z",
      contract_url: "/api/v1/creator/songs/marketplace/contract/bid_01",
    }),
    lyrics: `${RAIN_SONG.lyrics}\nThe fifth line, for the buyer`,
    lyrics_truncated: false,
    demo: RAIN_SONG.demo,
    writers: [
      { user_id: "usr_amara", name: "Amara Nabirye", split: 60, paid: 12_000 },
      { user_id: "usr_kato", name: "Kato Beats", split: 40, paid: 8_000 },
    ],
    ...extra,
  };
}

/** A page of `data` as the api's paginator sends it. */
export const onePage = <T>(data: T[], perPage = 10) => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  from: data.length ? 1 : null,
  to: data.length ? data.length : null,
  per_page: perPage,
});
