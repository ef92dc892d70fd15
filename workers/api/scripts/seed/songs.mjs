// The demo creator's written songs (issue #35): four songs — two on the market (one co-written with a
// community songwriter who accepted), one waiting for its co-writer's consent, one draft — with demos from
// the demo catalogue's audio, a month of market views, and one pending bid by the demo promoter held on
// their wallet. Rows go in the order real writes would make them, so migration 0035's triggers set
// `written_songs.listed` and the ledger's triggers the wallet's `held`. INSERT OR IGNORE and deterministic
// ids make re-running harmless. No imports beyond the seed's own (the Workers tests load it).
import { demoId } from "./ids.mjs";
import { insertRow } from "./sql.mjs";

const DAY = 86_400_000;

const LYRICS = {
  "Kampala Nights": [
    "City lights on seven hills",
    "Boda horns and window sills",
    "We dance until the morning spills",
    "Gold across Kampala",
    "",
    "Hold my hand through Kikuubo",
    "Every street a song we know",
    "Kampala nights, don't let me go",
  ],
  "Letters to Jinja": [
    "I wrote you letters by the Nile",
    "Folded them in single file",
    "The river carried every line",
    "To Jinja where the waters shine",
    "",
    "If the current brings you back",
    "Follow the old railway track",
  ],
  "Boda Love Song": [
    "Hop on, hold tight, the road is long",
    "Wind in your hair and a boda love song",
    "Past the market, past the rain",
    "We will ride this road again",
    "",
    "Two thousand shillings, a smile for free",
  ],
  "Quiet Harvest": [
    "Millet bending in the sun",
    "Grandmother says the work is done",
    "We gather slowly, one by one",
    "A quiet harvest, everyone",
  ],
};

/** Title, language, genre and mood index, days since made, min bid and asking price (cents), state. */
const SONGS = [
  ["Kampala Nights", "English", 0, 1, 30, 5_000, 25_000, "listed"],
  ["Letters to Jinja", "English", 1, 3, 24, 8_000, 0, "co-written"],
  ["Boda Love Song", "Luganda", 2, 2, 6, 3_000, 15_000, "awaiting"],
  ["Quiet Harvest", "Swahili", 3, 0, 2, 2_000, 0, "draft"],
];

export const songId = (i) => demoId("sng", "demo", i + 1);
export const SONG_COUNT = SONGS.length;
/** The community members credited as co-writers (seed/community.mjs ids): they are given the songwriter kind. */
export const CO_WRITERS = [demoId("usr", "community", 13), demoId("usr", "community", 14)];

/**
 * The statements. `demos[i]`: the catalogue audio song i's demo uses (`{ key, size, durationMs }`), for
 * the first two songs; `promoterWallet`: the demo promoter's wallet account, which holds the bid.
 */
export function songStatements(
  { ownerId, artistId, bidderId, promoterWallet, genreId, moodId, demos },
  now = Date.now(),
) {
  const s = [];
  for (const userId of CO_WRITERS) {
    s.push(
      insertRow("user_roles", {
        user_id: userId,
        role: "creator",
        kind: "songwriter",
        granted_at: now - 60 * DAY,
      }),
    );
  }
  SONGS.forEach(([title, language, genre, mood, daysAgo, minBid, asking, state], i) => {
    const id = songId(i);
    const at = now - daysAgo * DAY;
    const demo = demos[i];
    const demoTrackId = demo ? demoId("trk", "songdemo", i + 1) : null;
    if (demo) {
      s.push(
        insertRow("tracks", {
          id: demoTrackId,
          title: `Demo of ${title}`,
          artist_id: artistId,
          owner_user_id: ownerId,
          duration_ms: demo.durationMs,
          audio_key: demo.key,
          audio_content_type: "audio/wav",
          audio_size: demo.size,
          audio_format: "wav",
          purpose: "beat",
          processing: "ready",
          publication: "draft",
          visibility: "public",
          status: 1,
          created_at: at,
          updated_at: at,
        }),
      );
    }
    const offered = state !== "draft";
    s.push(
      insertRow("written_songs", {
        id,
        owner_id: ownerId,
        title,
        lyrics: LYRICS[title].join("\n"),
        language,
        genre_id: genreId(genre),
        mood_id: moodId(mood),
        description: `${title}: written for an artist who wants a ${language} song with a story.`,
        demo_track_id: demoTrackId,
        asking_price_cents: asking,
        min_bid_cents: minBid,
        status: offered ? 1 : 0,
        listed: 0,
        deal_bid_id: null,
        sold_at: null,
        buyer_id: null,
        deleted_at: null,
        created_at: at,
        updated_at: at,
      }),
    );
    const coWriter = state === "co-written" ? CO_WRITERS[0] : state === "awaiting" ? CO_WRITERS[1] : null;
    const writers = coWriter
      ? [
          [ownerId, state === "co-written" ? 60 : 70, "accepted"],
          [coWriter, state === "co-written" ? 40 : 30, state === "co-written" ? "accepted" : "pending"],
        ]
      : [[ownerId, 100, "accepted"]];
    for (const [userId, split, consent] of writers) {
      s.push(
        insertRow("song_writers", {
          song_id: id,
          user_id: userId,
          split,
          consent,
          responded_at: consent === "accepted" ? at : null,
          created_at: at,
          updated_at: at,
        }),
      );
    }
    if (!offered) return;
    s.push(
      insertRow("listings", {
        id: demoId("lst", "song", i + 1),
        kind: "song",
        item_id: id,
        seller_id: ownerId,
        title,
        description: `${title}: written for an artist who wants a ${language} song with a story.`,
        lowest_price_cents: minBid,
        status: 1,
        approval: "approved",
        reason: null,
        reviewed_at: at + DAY / 2,
        created_at: at,
        updated_at: at,
      }),
    );
    // A month of buyers' views (more lately) and the odd bid, for the writer's charts.
    for (let d = Math.min(daysAgo, 29); d >= 0; d--) {
      const day = new Date(now - d * DAY).toISOString().slice(0, 10);
      s.push(
        insertRow("song_daily", {
          song_id: id,
          day,
          views: ((d * 7 + i * 3) % 9) + Math.floor((30 - d) / 5),
          bids: 0,
        }),
      );
    }
  });
  // The demo promoter's pending bid on "Letters to Jinja": 90.00 + 2 % held on their wallet.
  const bid = { amount: 9_000, fee: 180 };
  const placed = now - 3 * DAY;
  const holdId = demoId("hld", "songbid", 1);
  s.push(
    insertRow("ledger_holds", {
      id: holdId,
      account_id: promoterWallet,
      amount: bid.amount + bid.fee,
      state: "pending",
      expires_at: placed + 31 * DAY,
      created_at: placed,
    }),
    insertRow("song_bids", {
      id: demoId("bid", "song", 1),
      song_id: songId(1),
      bidder_id: bidderId,
      amount_cents: bid.amount,
      fee_cents: bid.fee,
      total_cents: bid.amount + bid.fee,
      hold_id: holdId,
      status: "pending",
      buy_now: 0,
      expires_at: placed + 30 * DAY,
      approved_at: null,
      completes_at: null,
      ended_at: null,
      terms: null,
      order_id: null,
      created_at: placed,
      updated_at: placed,
    }),
    `UPDATE song_daily SET bids = 1 WHERE song_id = '${songId(1)}' AND day = '${new Date(placed).toISOString().slice(0, 10)}';`,
  );
  return { statements: s, listed: SONGS.filter((x) => x[7] === "listed" || x[7] === "co-written").length };
}
