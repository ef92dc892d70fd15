// Narrower copies of a stored raster image (a cover up to 10 MB and thousands of pixels wide, shown at 40
// to 220 CSS pixels), made once per width by the images route and kept in R2 next to the original:
// `variants/<original key>/w<width>.webp`. An original key is never rewritten in place (a new cover gets a
// new key), so a variant never goes stale; it goes when its original goes (`withVariants`).

/**
 * The widths an image is served at (`?w=`): a 40 px list cover at 2× and 3× density, a 72 px card, a
 * 220 px hero at 1× to 3×. The web lists them in its `srcset`s (apps/web lib/catalogue/cover-sources.ts).
 */
export const IMAGE_WIDTHS = [96, 192, 384, 768] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Variants are WebP: every browser the app supports decodes it, and it is the smallest the binding makes. */
export const VARIANT_TYPE = "image/webp";

const prefixOf = (key: string) => `variants/${key}/`;

/**
 * Where the `width` variant of `key` is stored.
 *
 * @example variantKey("covers/albums/alb_1-ab12.jpg", 192) // "variants/covers/albums/alb_1-ab12.jpg/w192.webp"
 */
export function variantKey(key: string, width: ImageWidth): string {
  return `${prefixOf(key)}w${width}.webp`;
}

/**
 * `keys` and every variant made of them: what to delete when those images go, so that no copy outlives
 * its original (one list per key; an image has at most IMAGE_WIDTHS.length variants).
 *
 * @example await bucket.delete(await withVariants(bucket, [oldCoverKey]));
 */
export async function withVariants(bucket: R2Bucket, keys: readonly string[]): Promise<string[]> {
  const listed = await Promise.all(keys.map((key) => bucket.list({ prefix: prefixOf(key) })));
  return [...keys, ...listed.flatMap((list) => list.objects.map((object) => object.key))];
}
