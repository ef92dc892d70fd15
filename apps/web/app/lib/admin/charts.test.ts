import { describe, expect, it } from "vitest";
import { barGeometry, growthSeries, growthText } from "./charts";

describe("growthSeries", () => {
  it("ends at the total and steps back by each later day's sign-ups", () => {
    const trend = [
      { date: "2026-11-01", count: 2 },
      { date: "2026-11-02", count: 0 },
      { date: "2026-11-03", count: 3 },
    ];
    expect(growthSeries(10, trend)).toEqual([
      { date: "2026-11-01", value: 7 },
      { date: "2026-11-02", value: 7 },
      { date: "2026-11-03", value: 10 },
    ]);
    expect(growthSeries(10, [])).toEqual([]);
  });

  it("never goes below zero", () => {
    expect(
      growthSeries(1, [
        { date: "a", count: 5 },
        { date: "b", count: 5 },
      ])[0]?.value,
    ).toBe(0);
  });
});

describe("barGeometry", () => {
  it("scales every row to the largest total and stacks a row's values in order", () => {
    const g = barGeometry(
      [
        { key: "users", label: "Users", values: [6, 2] },
        { key: "genres", label: "Genres", values: [4, 0] },
      ],
      { width: 400, left: 100, right: 50 },
    );
    const [users, genres] = g.rows;
    expect(users?.segments.map((s) => s.width)).toEqual([187.5, 62.5]);
    expect(users?.segments[1]?.x).toBe(100 + 187.5);
    expect(users?.total).toBe(8);
    expect(genres?.segments[0]?.width).toBe(125);
    expect((genres?.y ?? 0) > (users?.y ?? 0)).toBe(true);
  });
});

describe("growthText", () => {
  it("signs the percentage", () => {
    expect(growthText(4.25)).toBe("+4.3 %");
    expect(growthText(-1.5)).toBe("−1.5 %");
    expect(growthText(0)).toBe("0 %");
  });
});
