import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, variantKey, withVariants } from "../../kit/image-variants";
import { imageUrl } from "../../kit/media-urls";
import { jpegFixture, pngFixture } from "../../test-support/audio-fixtures/images";
import { fetchMedia } from "../../test-support/media-fixtures";

const path = (key: string, w?: number) =>
  `${(imageUrl(key) ?? "").replace("/api/v1", "")}${w === undefined ? "" : `?w=${w}`}`;

const store = (key: string, bytes: Uint8Array | string, contentType: string) =>
  env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });

describe("GET /media/images/<key>?w=", () => {
  it("serves a wide PNG as a WebP of the asked width, made once and kept in R2", async () => {
    const key = "covers/albums/alb_var_1-a1.png";
    await store(key, pngFixture(1200, 1200), "image/png");

    const first = await fetchMedia(path(key, 192));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(Number(first.headers.get("content-length"))).toBe(bytes.length);
    const info = await env.IMAGES.info(new Blob([bytes]).stream());
    expect(info).toMatchObject({ format: "image/webp", width: 192, height: 192 });

    const stored = await env.MEDIA.head(variantKey(key, 192));
    expect(stored?.httpMetadata?.contentType).toBe("image/webp");
    const again = await fetchMedia(path(key, 192));
    expect(again.headers.get("etag")).toBe(stored?.httpEtag);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
  });

  it("answers 304 for the variant's own validator", async () => {
    const key = "covers/tracks/trk_var_1-b2.jpg";
    await store(key, jpegFixture(800, 800), "image/jpeg");
    const first = await fetchMedia(path(key, 96));
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();
    const again = await fetchMedia(path(key, 96), { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("never makes a copy wider than the image itself", async () => {
    const key = "images/adverts/adv_var_1.png";
    await store(key, pngFixture(300, 200), "image/png");
    const res = await fetchMedia(path(key, 768));
    expect(res.status).toBe(200);
    const info = await env.IMAGES.info(new Blob([await res.arrayBuffer()]).stream());
    expect(info).toMatchObject({ format: "image/webp", width: 300, height: 200 });
  });

  it("serves an SVG as stored: vector art needs no narrower copy", async () => {
    const key = "covers/artists/art_var_1.svg";
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>';
    await store(key, svg, "image/svg+xml");
    const res = await fetchMedia(path(key, 96));
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(await res.text()).toBe(svg);
    expect(await env.MEDIA.head(variantKey(key, 96))).toBeNull();
  });

  it("serves the original when it cannot be read as an image, and stores nothing", async () => {
    const key = "covers/albums/alb_var_broken.png";
    await store(key, new Uint8Array([137, 80, 78, 71, 1, 2, 3]), "image/png");
    const res = await fetchMedia(path(key, 192));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
    expect(await env.MEDIA.head(variantKey(key, 192))).toBeNull();
  });

  it("refuses a width it does not make with a field-keyed 422, and a missing image with a 404", async () => {
    const key = "covers/albums/alb_var_2.png";
    await store(key, pngFixture(600, 600), "image/png");
    for (const w of ["100", "0", "abc", "192.5"]) {
      const res = await fetchMedia(`${path(key)}?w=${w}`);
      expect(res.status, w).toBe(422);
      const body = await res.json<{ message: Record<string, string[]> }>();
      expect(body.message.w, w).toEqual([`Choose one of ${IMAGE_WIDTHS.join(", ")} pixels.`]);
    }
    const missing = await fetchMedia(path("covers/albums/alb_var_none.png", 96));
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it("withVariants lists an image's copies, so they are deleted with it", async () => {
    const key = "covers/tracks/trk_var_2-c3.png";
    await store(key, pngFixture(900, 900), "image/png");
    for (const w of [96, 384] as const) await (await fetchMedia(path(key, w))).arrayBuffer();
    expect((await withVariants(env.MEDIA, [key])).sort()).toEqual(
      [key, variantKey(key, 384), variantKey(key, 96)].sort(),
    );
    await env.MEDIA.delete(await withVariants(env.MEDIA, [key]));
    const gone = await fetchMedia(path(key, 96));
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });
});
