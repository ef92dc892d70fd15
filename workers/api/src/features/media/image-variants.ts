// Makes and stores one narrower copy of a raster image (kit/image-variants.ts says where it lives and when
// it goes) with the Images binding: Cloudflare Images in production, Miniflare's local implementation under
// `wrangler dev` and the tests. Each (image, width) is transformed once; later requests read R2.
import { type ImageWidth, VARIANT_TYPE, variantKey } from "../../kit/image-variants";

/** Types a variant is made of. SVG is drawn at any size already; a GIF may be animated. */
export const RESIZABLE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/avif",
]);

export interface VariantDeps {
  bucket: R2Bucket;
  images: ImagesBinding;
}

/** A stored variant and its bytes; "gone" when the original was deleted while it was being made. */
export type MadeVariant = { object: R2Object; bytes: Uint8Array } | "gone";

/**
 * The `width` variant of the image `key` holds (`bytes`), made and stored: WebP, never wider than the
 * original (which Images would otherwise enlarge). Null when the binding cannot read or write the image;
 * the caller then serves the original as it is stored.
 *
 * @example const made = await makeVariant({ bucket: env.MEDIA, images: env.IMAGES }, key, 192, bytes);
 */
export async function makeVariant(
  deps: VariantDeps,
  key: string,
  width: ImageWidth,
  bytes: ArrayBuffer,
): Promise<MadeVariant | null> {
  let out: Uint8Array;
  try {
    const info = await deps.images.info(new Blob([bytes]).stream());
    const target = "width" in info ? Math.min(width, info.width) : width;
    const result = await deps.images
      .input(new Blob([bytes]).stream())
      .transform({ width: target })
      .output({ format: VARIANT_TYPE, quality: 82 });
    out = new Uint8Array(await result.response().arrayBuffer());
  } catch (error) {
    console.warn(
      JSON.stringify({ level: "warn", msg: "image variant not made", key, width, error: String(error) }),
    );
    return null;
  }
  const at = variantKey(key, width);
  const object = await deps.bucket.put(at, out, { httpMetadata: { contentType: VARIANT_TYPE } });
  if (!object) return null; // put answers null only for a failed precondition, and none is given
  // A cover replaced or deleted while this one was made has had its variants deleted already: this copy
  // must not outlive it either.
  if (!(await deps.bucket.head(key))) {
    await deps.bucket.delete(at);
    return "gone";
  }
  return { object, bytes: out };
}
