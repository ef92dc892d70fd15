import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { imageUrl } from "../../kit/media-urls";
import { fetchMedia } from "../../test-support/media-fixtures";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const path = (key: string) => (imageUrl(key) ?? "").replace("/api/v1", "");

describe("GET /media/images/<key>", () => {
  it("serves a nested key with its type and a long immutable cache, no session needed", async () => {
    await env.MEDIA.put("covers/tracks/trk_img_1.svg", SVG, {
      httpMetadata: { contentType: "image/svg+xml" },
    });
    const res = await fetchMedia(path("covers/tracks/trk_img_1.svg"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    // Scripts inside an SVG opened directly must not run on the app's origin.
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await res.text()).toBe(SVG);
  });

  it("falls back to the extension when the object has no stored type", async () => {
    await env.MEDIA.put("covers/albums/alb_img_1.svg", SVG);
    const res = await fetchMedia(path("covers/albums/alb_img_1.svg"));
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("answers 304 for a matching If-None-Match", async () => {
    await env.MEDIA.put("covers/artists/art_img_1.svg", SVG);
    const first = await fetchMedia(path("covers/artists/art_img_1.svg"));
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();
    const again = await fetchMedia(path("covers/artists/art_img_1.svg"), {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("serves only image types, with nosniff: anything else under an image key is a 404", async () => {
    await env.MEDIA.put("covers/tracks/trk_img_html.svg", "<script>alert(1)</script>", {
      httpMetadata: { contentType: "text/html" },
    });
    await env.MEDIA.put("images/adverts/adv_img_1.html", "<script>alert(1)</script>");
    await env.MEDIA.put("images/adverts/adv_img_2", "no extension, no type");
    for (const key of [
      "covers/tracks/trk_img_html.svg",
      "images/adverts/adv_img_1.html",
      "images/adverts/adv_img_2",
    ]) {
      const res = await fetchMedia(path(key));
      expect(res.status, key).toBe(404);
      await res.arrayBuffer();
    }
    await env.MEDIA.put("images/adverts/adv_img_3.png", new Uint8Array([137, 80, 78, 71]), {
      httpMetadata: { contentType: "image/png; charset=binary" },
    });
    const png = await fetchMedia(path("images/adverts/adv_img_3.png"));
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("x-content-type-options")).toBe("nosniff");
    await png.arrayBuffer();
  });

  it("answers 404 for missing images and for keys outside the image folders", async () => {
    await env.MEDIA.put("audio/secret.wav", "RIFF");
    for (const key of ["covers/tracks/missing.svg", "audio/secret.wav", "covers/../audio/secret.wav"]) {
      const res = await fetchMedia(`/media/images/${key}`);
      expect(res.status, key).toBe(404);
      expect((await res.json<{ code: string }>()).code).toBe("NOT_FOUND");
    }
  });
});
