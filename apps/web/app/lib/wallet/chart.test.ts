import { describe, expect, it } from "vitest";
import { groupedBars, linePath, linePoints, valueRange } from "./chart";

const box = { width: 120, height: 60, pad: 10 };

describe("wallet charts", () => {
  it("always includes zero and never has an empty range", () => {
    expect(valueRange([500, 900])).toEqual({ min: 0, max: 900 });
    expect(valueRange([0, 0])).toEqual({ min: 0, max: 1 });
    expect(valueRange([])).toEqual({ min: 0, max: 1 });
  });

  it("spreads a line across the box, the highest value at the top", () => {
    const points = linePoints(
      [
        { label: "d1", value: 0 },
        { label: "d2", value: 50 },
        { label: "d3", value: 100 },
      ],
      box,
    );
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [10, 50],
      [60, 30],
      [110, 10],
    ]);
    expect(linePath(points)).toBe("M10 50 L60 30 L110 10");
    expect(linePath([])).toBe("");
  });

  it("draws bars from the baseline, scaled to the largest value, zero as no bar", () => {
    const bars = groupedBars([{ values: [100, 0] }, { values: [50, 25] }], box);
    expect(bars[0]?.[0]).toMatchObject({ y: 10, height: 40, value: 100 });
    expect(bars[0]?.[1]).toMatchObject({ height: 0 });
    expect(bars[1]?.[0]).toMatchObject({ y: 30, height: 20 });
    expect(bars[1]?.[1]?.x).toBeGreaterThan(bars[1]?.[0]?.x ?? 0);
  });
});
