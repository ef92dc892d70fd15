import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./svg-icon";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe("the icon sprite", () => {
  it("draws every name the components can ask for, and nothing else", () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it("leaves stroke, size and the outline's fill to SvgIcon", () => {
    expect(sprite).not.toMatch(/<symbol[^>]*(viewBox|stroke|width)=/);
    expect(sprite).not.toMatch(/fill="none"/);
  });
});
