import { IMAGE_WIDTHS } from "@ngoma/api/contract";
import { describe, expect, it } from "vitest";
import { COVER_WIDTHS, coverSources } from "./cover-sources";

const cover = "/api/v1/media/images/covers/albums/alb_1-ab12.jpg";

describe("coverSources", () => {
  it("lists the api's narrower copies of a raster cover, falling back to a mid-sized one", () => {
    expect(coverSources(cover, "40px")).toEqual({
      src: `${cover}?w=384`,
      srcSet: `${cover}?w=96 96w, ${cover}?w=192 192w, ${cover}?w=384 384w, ${cover}?w=768 768w`,
      sizes: "40px",
    });
    for (const ext of ["png", "jpeg", "webp", "avif", "JPG"]) {
      expect(coverSources(`/api/v1/media/images/covers/tracks/t.${ext}`, "72px").srcSet).toBeDefined();
    }
  });

  it("leaves what the images route does not narrow as it is", () => {
    for (const src of [
      "/api/v1/media/images/covers/albums/alb_demo_01.svg",
      "/api/v1/media/images/images/adverts/a.gif",
      "https://cdn.example/covers/a.jpg",
      "data:image/svg+xml,%3Csvg%3E",
      `${cover}?w=96`,
      "/covers/a.jpg",
    ]) {
      expect(coverSources(src, "40px"), src).toEqual({ src });
    }
  });

  it("offers exactly the widths the api makes", () => {
    expect(COVER_WIDTHS).toEqual([...IMAGE_WIDTHS]);
  });
});
