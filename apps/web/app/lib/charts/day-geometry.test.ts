import { describe, expect, it } from "vitest";
import { type ChartBox, compactCount, dayGeometry, shortDay, tickIndices } from "./day-geometry";

const DAY_BOX: ChartBox = { width: 480, height: 200, margin: { top: 12, right: 12, bottom: 26, left: 44 } };

describe("dayGeometry", () => {
  const points = [
    { date: "2026-11-01", value: 100 },
    { date: "2026-11-02", value: 120 },
    { date: "2026-11-03", value: 150 },
  ];

  it("spans the plot from the first day to the last, zero at the bottom", () => {
    const g = dayGeometry(points, { box: DAY_BOX });
    expect(g.x(0)).toBe(DAY_BOX.margin.left);
    expect(g.x(2)).toBe(DAY_BOX.width - DAY_BOX.margin.right);
    expect(g.y(0)).toBe(g.plot.bottom);
    expect(g.xTicks.map((t) => t.date)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(g.yTicks.every((t) => Number.isInteger(t.value))).toBe(true);
  });

  it("starts near the lowest value when told not to start at zero", () => {
    const g = dayGeometry(points, { box: DAY_BOX, fromZero: false });
    expect(g.yScale.domain()[0]).toBeGreaterThan(0);
    expect(g.yScale.domain()[0]).toBeLessThanOrEqual(100);
    expect(g.y(100)).toBeGreaterThan(g.y(150));
  });

  it("draws a flat or empty series without dividing by zero", () => {
    expect(Number.isFinite(dayGeometry([{ date: "d", value: 0 }], { box: DAY_BOX }).y(0))).toBe(true);
    expect(dayGeometry([], { box: DAY_BOX }).xTicks).toEqual([]);
    expect(
      Number.isFinite(dayGeometry([{ date: "d", value: 5 }], { box: DAY_BOX, fromZero: false }).y(5)),
    ).toBe(true);
  });
});

describe("day chart labels", () => {
  it("picks evenly spread tick indices without repeats", () => {
    expect(tickIndices(0, 4)).toEqual([]);
    expect(tickIndices(3, 4)).toEqual([0, 1, 2]);
    expect(tickIndices(7, 4)).toEqual([0, 2, 4, 6]);
    expect(tickIndices(90, 4)).toEqual([0, 30, 59, 89]);
  });

  it("shortens large counts for the axis", () => {
    expect(compactCount(950)).toBe("950");
    expect(compactCount(1200)).toBe("1.2k");
    expect(compactCount(3_400_000)).toBe("3.4M");
  });

  it("names a day the short way, in UTC", () => {
    expect(shortDay("2026-03-05")).toBe("5 Mar");
    expect(shortDay("nope")).toBe("nope");
  });
});
