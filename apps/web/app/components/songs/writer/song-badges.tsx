// A song's listing and rights in a word (lib/songs/writer-messages), with the reviewer's reason when its
// listing was rejected; a writer's consent and a bid's state the same way.
import type { BidStatus, SongWriter, WrittenSong } from "../../../lib/api/contract";
import {
  BID_TEXT,
  BID_TONE,
  CONSENT_TEXT,
  CONSENT_TONE,
  rightsState,
  songListing,
  toneClass,
} from "../../../lib/songs/writer-messages";

type ListedSong = Pick<
  WrittenSong,
  "status" | "listing" | "on_market" | "rights" | "deal_bid_id" | "sold_at"
>;

export function ListingBadge({ song, detail = false }: { song: ListedSong; detail?: boolean }) {
  const state = songListing(song);
  return (
    <div className="song-badges">
      <span className={toneClass(state.tone)} data-approval={song.listing?.approval ?? "none"}>
        {state.label}
      </span>
      {song.listing?.approval === "rejected" && song.listing.reason ? (
        <span className="song-reason">{`Reason: ${song.listing.reason}`}</span>
      ) : null}
      {detail ? <span className="studio-muted">{state.detail}</span> : null}
    </div>
  );
}

export function RightsBadge({ rights }: { rights: WrittenSong["rights"] }) {
  const state = rightsState(rights);
  return (
    <span className={toneClass(state.tone)} data-rights={rights.clear ? "clear" : "waiting"}>
      {state.label}
    </span>
  );
}

export function ConsentBadge({ consent }: { consent: SongWriter["consent"] }) {
  return (
    <span className={toneClass(CONSENT_TONE[consent])} data-consent={consent}>
      {CONSENT_TEXT[consent]}
    </span>
  );
}

export function BidBadge({ status }: { status: BidStatus }) {
  return (
    <span className={toneClass(BID_TONE[status])} data-status={status}>
      {BID_TEXT[status]}
    </span>
  );
}
