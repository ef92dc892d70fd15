import { z } from "@hono/zod-openapi";
import { IMAGE_WIDTHS, type ImageWidth } from "../../kit/image-variants";

/** A binary body of an R2 object; documented by media type only. */
const binary = () => z.string().openapi({ format: "binary" });

export const ImageParams = z.object({ key: z.string().min(1).max(220) });
/** `w`: serve a raster image at most this wide (kit/image-variants.ts); without it, the image as stored. */
const WIDTH_MESSAGE = `Choose one of ${IMAGE_WIDTHS.join(", ")} pixels.`;
export const ImageQuery = z.object({
  w: z.coerce
    .number({ error: WIDTH_MESSAGE })
    .refine((w): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w), { error: WIDTH_MESSAGE })
    .optional()
    .openapi({ description: `One of ${IMAGE_WIDTHS.join(", ")}.` }),
});
export const ImageBody = binary();

export const StreamParams = z.object({ trackId: z.string().min(1).max(64) });
/** The signature of a stream URL (kit/media-urls.ts signs and checks it). */
export const StreamQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() });
export const AudioBody = binary();
/** The body of a 416: written by hand (stream-response.ts), not by the error envelope. */
export const RangeNotSatisfiable = z.object({ msg: z.string(), code: z.string() });

/** A track's waveform: `points` peak levels 0–255, one byte each, base64. */
export const Waveform = z
  .object({
    track_id: z.string(),
    points: z.number().int(),
    peaks: z.string().openapi({ description: "Base64 of `points` bytes, each a peak level 0–255" }),
  })
  .openapi("Waveform");
export type Waveform = z.infer<typeof Waveform>;
