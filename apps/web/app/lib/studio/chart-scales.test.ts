import { describe, expect, it } from "vitest";
import type { MetricsDay } from "../api/contract";
import type { ChartBox } from "../charts/day-geometry";
import { chartGeometry } from "./chart-scales";

const box: ChartBox = { width: 120, height: 70, margin: { top: 10, right: 10, bottom: 10, left: 10 } };

function day(date: string, plays: number): MetricsDay {
  return { date, plays, listeners: 0, likes: 0, saves: 0, follows: 0 };
}

describe("studio chart geometry", () => {
  it("spreads the days across the plot, zero on the baseline and the nice maximum at the top", () => {
    const series = [day("2026-03-01", 0), day("2026-03-02", 5), day("2026-03-03", 10)];
    const g = chartGeometry(series, "plays", box);
    expect([g.x(0), g.x(1), g.x(2)]).toEqual([10, 60, 110]);
    expect(g.y(0)).toBe(60);
    expect(g.y(10)).toBe(10);
    expect(g.y(5)).toBe(35);
  });

  it("labels the y axis with whole counts only, even for a series of 0s and 1s", () => {
    const g = chartGeometry([day("2026-03-01", 1), day("2026-03-02", 0)], "plays", box);
    expect(g.yTicks.map((t) => t.value)).toEqual([0, 1]);
    const flat = chartGeometry([day("2026-03-01", 0)], "plays", box);
    expect(flat.yTicks.every((t) => Number.isInteger(t.value))).toBe(true);
    expect(flat.y(0)).toBe(60);
  });

  it("rounds the top up to a nice value", () => {
    const g = chartGeometry([day("2026-03-01", 87), day("2026-03-02", 3)], "plays", box);
    expect(g.yTicks.at(-1)?.value).toBe(100);
    expect(g.yTicks.at(-1)?.y).toBe(10);
  });

  it("centres a single day and labels the first and last days of a long window", () => {
    expect(chartGeometry([day("2026-03-01", 4)], "plays", box).x(0)).toBe(60);
    const month = Array.from({ length: 28 }, (_, i) => day(`2026-03-${String(i + 1).padStart(2, "0")}`, i));
    const ticks = chartGeometry(month, "plays", box).xTicks;
    expect(ticks.map((t) => t.date)).toEqual(["2026-03-01", "2026-03-10", "2026-03-19", "2026-03-28"]);
    expect(ticks[0]?.x).toBe(10);
    expect(ticks.at(-1)?.x).toBe(110);
  });

  it("draws nothing on the x axis for an empty series", () => {
    const g = chartGeometry([], "plays", box);
    expect(g.xTicks).toEqual([]);
    expect(g.yTicks.length).toBeGreaterThan(0);
  });
});
