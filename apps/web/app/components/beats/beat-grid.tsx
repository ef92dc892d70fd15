// The beats for sale as a grid of cards: title (the link to the beat's page), producer, BPM and key,
// genre and mood, the tiers offered, the lowest price in the viewer's currency, and a featured badge.
// A list of articles rather than a table, so a card reflows to one column at 360 px without scrolling.
import { Link } from "@remix-run/react";
import type { MarketBeat } from "../../lib/api/contract";
import { MARKET_PAGES } from "../../lib/beats/market-paths";
import { TIERS, tierLabel } from "../../lib/beats/market-tiers";
import { Money } from "../money/money";
import { FactList } from "./beat-facts";
import { BeatPlayerSettingsForm, useBeatPlayerSettings } from "./beat-player-settings";
import { PreviewButton, playPreviews } from "./preview-button";

export function BeatCard({ beat, onPlay }: { beat: MarketBeat; onPlay?: () => void }) {
  const titleId = `beat-${beat.id}-title`;
  const offered = TIERS.filter((t) => beat.tiers.includes(t));
  return (
    <article className="card market-card" aria-labelledby={titleId} data-beat={beat.id}>
      {beat.cover_url ? (
        <img
          className="market-card__cover"
          src={beat.cover_url}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : null}
      <div className="market-card__head">
        <h2 className="market-card__title" id={titleId}>
          <Link to={MARKET_PAGES.beat(beat.id)} prefetch="intent">
            {beat.title}
          </Link>
        </h2>
        {beat.is_featured ? <span className="badge badge--ok">Featured</span> : null}
      </div>
      <p className="market-card__by">by {beat.producer.name}</p>
      <FactList className="market-card__facts" beat={{ ...beat, producer: undefined }} />
      <p className="market-card__tiers">
        <span className="visually-hidden">Licences offered: </span>
        {offered.map((t) => (
          <span key={t} className="badge">
            {tierLabel(t)}
          </span>
        ))}
      </p>
      <p className="market-card__price">
        From <Money cents={beat.lowest_price_cents} />
      </p>
      <PreviewButton beat={beat} {...(onPlay ? { onPlay } : {})} />
    </article>
  );
}

export function BeatGrid({ beats }: { beats: readonly MarketBeat[] }) {
  const [settings, setSettings] = useBeatPlayerSettings();
  const playable = beats.filter((b) => b.preview_url);
  return (
    <>
      {playable.length > 0 ? <BeatPlayerSettingsForm settings={settings} onChange={setSettings} /> : null}
      <ul className="list-plain market-grid" aria-label="Beats for sale">
        {beats.map((beat, i) => (
          <li key={beat.id}>
            <BeatCard beat={beat} onPlay={() => playPreviews(beats, i, settings)} />
          </li>
        ))}
      </ul>
    </>
  );
}
