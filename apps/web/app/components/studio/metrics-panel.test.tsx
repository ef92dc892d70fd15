// Runs in plain Node (no DOM): the chart, its figures table and the bar lists must be in the server's
// HTML, so a creator sees them before (and without) hydration.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { SubjectMetrics } from "../../lib/api/contract";
import { MetricsPanel } from "./metrics-panel";

const metrics: SubjectMetrics = {
  window: "7",
  from: "2026-03-01",
  to: "2026-03-03",
  totals: { plays: 1234, listeners: 9, likes: 3, saves: 2, follows: 1 },
  series: [
    { date: "2026-03-01", plays: 4, listeners: 2, likes: 1, saves: 0, follows: 0 },
    { date: "2026-03-02", plays: 1200, listeners: 5, likes: 2, saves: 2, follows: 1 },
    { date: "2026-03-03", plays: 30, listeners: 2, likes: 0, saves: 0, follows: 0 },
  ],
  top_countries: [
    { country: "UG", plays: 1000 },
    { country: "KE", plays: 234 },
  ],
  top_sources: [{ type: "playlist", id: "pl_1", title: "Road trip", plays: 800 }],
};

function html(data: SubjectMetrics, url = "/creator-promoter?window=7&page=2"): string {
  const router = createMemoryRouter(
    [{ path: "/creator-promoter", element: <MetricsPanel title="Your catalogue" metrics={data} /> }],
    { initialEntries: [url] },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe("metrics panel on the server", () => {
  it("draws the plays series as an SVG area and line with axis labels", () => {
    const out = html(metrics);
    expect(out).toContain('role="img"');
    expect(out).toContain("Plays per day");
    expect(out).toMatch(/studio-chart__area" d="M/);
    expect(out).toMatch(/studio-chart__line" d="M/);
    expect(out).toContain("1.2k");
    expect(out).toContain("1 Mar");
    expect(out).toContain("3 Mar");
  });

  it("puts every day's five figures in a captioned table behind a disclosure", () => {
    const out = html(metrics);
    expect(out).toContain("<details");
    expect(out).toContain("<caption>Your catalogue: figures per day</caption>");
    expect(out).toContain('<th scope="row">2 Mar</th><td>1,200</td><td>5</td><td>2</td><td>2</td><td>1</td>');
    expect(out).toContain("1,234");
  });

  it("links the four windows, keeping the page's other parameters, the current one marked", () => {
    const out = html(metrics);
    expect(out).toContain('href="/creator-promoter?page=2"');
    expect(out).toContain('href="/creator-promoter?window=90&amp;page=2"');
    expect(out).toMatch(/aria-current="true"[^>]*>7 days</);
  });

  it("names the top countries and sources with their plays", () => {
    const out = html(metrics);
    expect(out).toContain("Uganda");
    expect(out).toContain("Kenya");
    expect(out).toContain("Playlist · Road trip");
    expect(out).toContain("800");
  });

  it("offers no follows for a track, which cannot be followed", () => {
    const track: SubjectMetrics = {
      ...metrics,
      totals: { ...metrics.totals, follows: null },
      series: metrics.series.map((day) => ({ ...day, follows: null })),
    };
    const out = html(track);
    expect(out).not.toContain(">Follows<");
    expect(out).toContain('<th scope="row">2 Mar</th><td>1,200</td><td>5</td><td>2</td><td>2</td></tr>');
    expect(html(metrics)).toContain(">Follows<");
  });

  it("says so when the window has no plays", () => {
    const out = html({ ...metrics, series: [], top_countries: [], top_sources: [] });
    expect(out).toContain("No days in this window yet.");
    expect(out).toContain("No plays in this window yet.");
    expect(out).not.toContain("studio-chart__line");
  });
});
