// Covers come from creators at up to 10 MB and thousands of pixels wide, and are shown at 36 to 320 CSS
// pixels. For a raster cover the api's images route makes narrower WebP copies (`?w=`, workers/api
// kit/image-variants.ts), so an <img> lists them and the browser fetches the one its layout and pixel
// density need. SVG covers (the demo catalogue's) are drawn at any size and stay as they are.
import type { ImageWidth } from "../api/contract";

/** The widths the api serves an image at, narrowest first (cover-sources.test.ts compares them to the api's). */
export const COVER_WIDTHS: readonly ImageWidth[] = [96, 192, 384, 768];

/** What browsers without `srcset` fetch: sharp on a hero, small next to the original. */
const FALLBACK_WIDTH: ImageWidth = 384;

/** An image path of the api's images route whose type it can narrow (PNG, JPEG, WebP, AVIF). */
const RASTER = /^\/[^?#]*\/media\/images\/[^?#]+\.(?:png|jpe?g|webp|avif)$/i;

/** The attributes of an <img> showing `src` at `sizes` (a `sizes` value: "40px", "50vw", ...). */
export interface CoverSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src` as it is for anything the images route does not narrow (SVG, a data URI, another origin),
 * otherwise the narrower copies for the browser to choose from.
 *
 * @example
 * coverSources("/api/v1/media/images/covers/albums/a.jpg", "40px")
 * // { src: ".../a.jpg?w=384", srcSet: ".../a.jpg?w=96 96w, .../a.jpg?w=192 192w, ...", sizes: "40px" }
 */
export function coverSources(src: string, sizes: string): CoverSources {
  if (!RASTER.test(src)) return { src };
  return {
    src: `${src}?w=${FALLBACK_WIDTH}`,
    srcSet: COVER_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(", "),
    sizes,
  };
}
