import { describe, expect, it } from "vitest";
import { jpegFixture, pngFixture, wavFixture, webpFixture } from "../../test-support/audio-fixtures";
import { sniffImage } from "./image";

describe("sniffImage", () => {
  it("reads PNG dimensions from IHDR", () => {
    expect(sniffImage(pngFixture(640, 480))).toEqual({
      format: "png",
      contentType: "image/png",
      width: 640,
      height: 480,
    });
  });

  it("reads JPEG dimensions from the start-of-frame segment", () => {
    expect(sniffImage(jpegFixture(1200, 500))).toEqual({
      format: "jpeg",
      contentType: "image/jpeg",
      width: 1200,
      height: 500,
    });
  });

  it("reads WebP dimensions from VP8L", () => {
    expect(sniffImage(webpFixture(3000, 501))).toEqual({
      format: "webp",
      contentType: "image/webp",
      width: 3000,
      height: 501,
    });
  });

  it("reads WebP dimensions from VP8 (lossy) and VP8X (extended) headers", () => {
    const lossy = webpFixture(1, 1);
    const vp8 = new Uint8Array(40);
    vp8.set(lossy.subarray(0, 12));
    vp8.set(new TextEncoder().encode("VP8 "), 12);
    vp8.set([0x10, 0x02, 0, 0x9d, 0x01, 0x2a, 0xf4, 0x01, 0x58, 0x02], 20); // 500 × 600
    expect(sniffImage(vp8)).toMatchObject({ format: "webp", width: 500, height: 600 });
    const vp8x = vp8.slice();
    vp8x.set(new TextEncoder().encode("VP8X"), 12);
    vp8x.set([0, 0, 0, 0, 0xe7, 0x03, 0, 0xcf, 0x07, 0], 20); // 1000 × 2000
    expect(sniffImage(vp8x)).toMatchObject({ format: "webp", width: 1000, height: 2000 });
  });

  it("skips JPEG segments (APP0, fill bytes) before the frame header", () => {
    const jpeg = jpegFixture(800, 600);
    const app0 = [0xff, 0xe0, 0, 16, ...new TextEncoder().encode("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff];
    const withApp0 = Uint8Array.from([0xff, 0xd8, ...app0, ...jpeg.subarray(2)]);
    expect(sniffImage(withApp0)).toMatchObject({ format: "jpeg", width: 800, height: 600 });
  });

  it("refuses non-images and headers without a size", () => {
    expect(sniffImage(wavFixture({ seconds: 0.01 }))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("GIF89a\x01\0\x01\0"))).toBeNull();
    expect(sniffImage(pngFixture(10, 10).subarray(0, 16))).toBeNull();
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    const zeroWide = pngFixture(10, 10);
    zeroWide.fill(0, 16, 20);
    expect(sniffImage(zeroWide)).toBeNull();
  });
});
