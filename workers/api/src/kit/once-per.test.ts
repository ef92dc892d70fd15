import { describe, expect, it } from "vitest";
import { oncePer, oncePerSetting } from "./once-per";

describe("oncePer / oncePerSetting", () => {
  it("builds once per key and hands the same value back", () => {
    const built: string[] = [];
    const upper = oncePerSetting((setting: string) => {
      built.push(setting);
      return { value: setting.toUpperCase() };
    });
    const first = upper("a");
    expect(upper("a")).toBe(first);
    expect(upper("b").value).toBe("B");
    expect(built).toEqual(["a", "b"]);
  });

  it("keys objects by identity", () => {
    let builds = 0;
    const handleOf = oncePer((binding: object) => ({ binding, n: ++builds }));
    const a = {};
    const b = {};
    expect(handleOf(a)).toBe(handleOf(a));
    expect(handleOf(b).n).toBe(2);
    expect(builds).toBe(2);
  });
});
