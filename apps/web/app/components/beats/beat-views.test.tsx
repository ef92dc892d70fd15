// Runs in plain Node (no DOM): the beat pages' chart, figures, tables and listing states must be in the
// server's HTML, so a producer sees them before (and without) hydration.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { BeatTier, ProducerBeat, ProducerStats } from "../../lib/api/contract";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { MoneyProvider } from "../money/money-context";
import { BeatChart } from "./beat-chart";
import { rightText, TiersTable } from "./beat-details";
import { BeatsTable } from "./beats-table";
import { ProducerFigures } from "./producer-figures";
import { TopBeatsTable } from "./top-beats";

function html(element: JSX.Element, currency: "USD" | "UGX" = "USD"): string {
  const settings =
    currency === "USD"
      ? { currency, minorUnits: 2 as const, rates: { USD: 1 }, locale: "en", updatedAt: null }
      : { currency, minorUnits: 0 as const, rates: { USD: 1, UGX: 3685 }, locale: "en", updatedAt: null };
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ShellContext.Provider value={fakeShell().shell}>
            <MoneyProvider settings={settings}>{element}</MoneyProvider>
          </ShellContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/creator-promoter/my-beats/dashboard"] },
  );
  return renderToString(<RouterProvider router={router} />);
}

const tier: BeatTier = {
  tier: "basic",
  price_cents: 2_999,
  distribution_copies: 2_000,
  audio_streams: null,
  music_videos: 1,
  radio_stations: 0,
  paid_performances: 0,
  term_years: null,
};

const beat: ProducerBeat = {
  id: "bt_1",
  title: "Night Drive",
  bpm: 92,
  key: "C# minor",
  genre: { id: "gen_afro", title: "Afrobeats" },
  mood: null,
  tags: [],
  description: null,
  is_published: true,
  is_featured: false,
  lowest_price_cents: 2_999,
  exclusive_sold: false,
  approval: "rejected",
  rejection_reason: "The title names another artist.",
  licences: [tier],
  cover_url: null,
  preview_url: null,
  preview_track_id: "trk_p",
  mp3_track_id: "trk_m",
  wav_track_id: null,
  stems_track_id: null,
  missing_files: ["wav"],
  processing_files: [],
  sales: 3,
  created_at: "2026-03-01T00:00:00.000Z",
  updated_at: "2026-03-01T00:00:00.000Z",
};

const stats: ProducerStats = {
  beats: { total: 7, published: 5, on_market: 4, featured: 2 },
  totals: { plays: 120, orders: 4, revenue_cents: 10_000 },
  top_beats: [
    { id: "bt_1", title: "Night Drive", orders: 3, revenue_cents: 7_500 },
    { id: "bt_2", title: "Dawn", orders: 1, revenue_cents: 2_500 },
  ],
};

describe("the beat chart on the server", () => {
  const out = html(
    <BeatChart
      title="Plays and sales of Night Drive"
      totals={{ plays: 7, listeners: 4, orders: 2, revenue_cents: 5_998 }}
      series={[
        { date: "2026-03-01", plays: 3, listeners: 2, orders: 1, revenue_cents: 2_999 },
        { date: "2026-03-02", plays: 4, listeners: 2, orders: 1, revenue_cents: 2_999 },
      ]}
      from="2026-03-01"
      to="2026-03-02"
    />,
    "UGX",
  );

  it("draws the plays as an SVG image with a title and description", () => {
    expect(out).toContain('role="img"');
    expect(out).toContain("Plays per day");
    expect(out).toMatch(/studio-chart__line" d="M/);
    expect(out).toContain('aria-pressed="true"');
  });

  it("has every day's figures behind Show the figures, revenue in the viewer's currency", () => {
    expect(out).toContain("Show the figures");
    expect(out).toContain("Plays and sales of Night Drive: figures per day");
    expect(out.match(/<th scope="row">/g)).toHaveLength(2);
    expect(out).toMatch(/UGX\s*221,026/); // the total, 59.98 US$ at 3,685
    expect(out).toMatch(/UGX\s*110,513/); // one day's, 29.99 US$
  });
});

describe("the dashboard's figures", () => {
  it("says where the beats stand and the all-time totals", () => {
    const out = html(<ProducerFigures stats={stats} />);
    expect(out).toContain("5 published · 4 on the market · 2 of 5 featured");
    expect(out).toContain("$100.00");
  });

  it("ranks the best sellers with their share of the revenue", () => {
    const out = html(<TopBeatsTable stats={stats} />);
    expect(out).toContain('href="/creator-promoter/my-beats/beats-manager/bt_1"');
    expect(out).toContain("75%");
    expect(out).toContain("$75.00");
    expect(html(<TopBeatsTable stats={{ ...stats, top_beats: [] }} />)).toContain("No sales yet");
  });
});

describe("the beats manager's table", () => {
  const out = html(
    <BeatsTable beats={[beat, { ...beat, id: "bt_2", approval: null, is_published: false }]} action="/x" />,
  );

  it("shows the price in the viewer's currency, the switches and the listing's review", () => {
    expect(out).toContain("$29.99");
    expect(out).toMatch(/role="switch" aria-checked="true" aria-label="Published: Night Drive"/);
    expect(out).toMatch(/aria-checked="false" aria-label="Featured: Night Drive"/);
    expect(out).toContain("Rejected");
    expect(out).toContain("Reason: The title names another artist.");
    expect(out).toContain("Not listed");
    expect(out).toContain('aria-label="Edit Night Drive"');
  });
});

describe("the licences offered", () => {
  it("writes each right, unlimited and perpetual in words", () => {
    expect(rightText(tier, "distribution_copies")).toBe("2,000");
    expect(rightText(tier, "audio_streams")).toBe("Unlimited");
    expect(rightText(tier, "term_years")).toBe("In perpetuity");
    expect(rightText({ ...tier, term_years: 1 }, "term_years")).toBe("1 year");
    const out = html(<TiersTable licences={[{ ...tier, tier: "exclusive" }, tier]} />);
    expect(out.indexOf(">Basic<")).toBeLessThan(out.indexOf(">Exclusive<"));
    expect(out).toContain("In perpetuity");
  });
});
