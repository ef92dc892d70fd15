// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { loadStylesheet } from "./stylesheet";

const links = () => [...document.head.querySelectorAll("link[rel=stylesheet]")] as HTMLLinkElement[];
afterEach(() => {
  for (const link of links()) link.remove();
});

describe("loadStylesheet", () => {
  it("adds one link however often it is asked for, and resolves when it has loaded", async () => {
    const first = loadStylesheet("/assets/player-1.css");
    const second = loadStylesheet("/assets/player-1.css");
    expect(second).toBe(first);
    expect(links().map((l) => l.getAttribute("href"))).toEqual(["/assets/player-1.css"]);
    let done = false;
    void first.then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    links()[0]?.dispatchEvent(new Event("load"));
    await first;
    expect(done).toBe(true);
  });

  it("rejects when the sheet cannot be loaded, removes its link, and tries again on the next call", async () => {
    const failing = loadStylesheet("/assets/player-2.css");
    links()[0]?.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow("/assets/player-2.css");
    expect(links()).toEqual([]);
    const again = loadStylesheet("/assets/player-2.css");
    expect(again).not.toBe(failing);
    expect(links()).toHaveLength(1);
    links()[0]?.dispatchEvent(new Event("load"));
    await again;
  });
});
