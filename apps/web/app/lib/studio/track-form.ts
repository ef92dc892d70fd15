// The track details form, one zod schema read by the form (checked before it is sent) and by the track
// page's action (what the api receives). Only the fields a form carries are sent, so the short form of an
// upload in progress and the full form of the track page post to the same action. The api checks the
// body again with its own contract (UpdateTrackBody); the output type is pinned to it.
import { z } from "zod";
import type { FieldErrors, TrackBounds, UpdateTrackBody } from "../api/contract";
import { parseForm } from "../form-parse";

export const BPM_MIN: TrackBounds["bpmMin"] = 20;
export const BPM_MAX: TrackBounds["bpmMax"] = 300;
export const LYRICS_MAX: TrackBounds["lyricsMax"] = 10_000;
export const CREDITS_MAX: TrackBounds["creditsMax"] = 20;
export const CREDIT_NAME_MAX: TrackBounds["creditNameMax"] = 100;

/** The credit roles, their form field names and labels. */
export const CREDIT_FIELDS = [
  { role: "featured", name: "credits.featured", label: "Featured artists" },
  { role: "producers", name: "credits.producers", label: "Producers" },
  { role: "writers", name: "credits.writers", label: "Writers" },
] as const;

/** The api's key grammar (tracks.rules normalizeMusicalKey), checked here only to answer sooner. */
const KEY = /^([A-G])([#♯b♭]?)\s*(major|maj|minor|min|m)?$/i;
const KEY_MESSAGE = 'Enter a key such as "C#m" or "F major".';
const BPM_MESSAGE = `BPM must be a whole number from ${BPM_MIN} to ${BPM_MAX}.`;

/** A text field: absent stays absent (not sent), blank clears it (null). */
const clearable = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : value.trim() === "" ? null : value.trim()))
    .pipe(z.union([z.undefined(), z.null(), inner]));

const id = clearable(z.string().max(64, "Choose one of the list."));

/** One name a line (commas also split), blanks dropped. */
export function splitNames(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

const names = z
  .string()
  .optional()
  .transform((text) => (text === undefined ? undefined : splitNames(text)))
  .pipe(
    z
      .array(z.string().max(CREDIT_NAME_MAX, `A name must be at most ${CREDIT_NAME_MAX} characters.`))
      .max(CREDITS_MAX, `At most ${CREDITS_MAX} names.`)
      .optional(),
  );

/** The form's fields as posted (strings), before they become the api's body. */
export const trackFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Enter a title.")
    .max(200, "Title must be at most 200 characters.")
    .optional(),
  album_id: id,
  genre_id: id,
  mood_id: id,
  origin_id: id,
  bpm: clearable(
    z
      .string()
      .regex(/^\d{1,3}$/, BPM_MESSAGE)
      .transform(Number)
      .pipe(z.number().min(BPM_MIN, BPM_MESSAGE).max(BPM_MAX, BPM_MESSAGE)),
  ),
  musical_key: clearable(z.string().max(20, KEY_MESSAGE).regex(KEY, KEY_MESSAGE)),
  // A hidden "false" precedes the checkbox's "true", so an unticked box still says false.
  explicit: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  lyrics: clearable(
    z.string().max(LYRICS_MAX, `Lyrics must be at most ${LYRICS_MAX.toLocaleString("en")} characters.`),
  ),
  "credits.featured": names,
  "credits.producers": names,
  "credits.writers": names,
  publication: z.enum(["draft", "published"], { error: "Choose draft or published." }).optional(),
  visibility: z.enum(["public", "private"], { error: "Choose public or private." }).optional(),
});

export type TrackFormData = z.output<typeof trackFormSchema>;

/** The api body: the fields present, the three credit lists together (the api resets any left out). */
export function trackBody(data: TrackFormData): UpdateTrackBody {
  const {
    "credits.featured": featured,
    "credits.producers": producers,
    "credits.writers": writers,
    ...rest
  } = data;
  const body: UpdateTrackBody = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (body as Record<string, unknown>)[key] = value;
  }
  if (featured !== undefined || producers !== undefined || writers !== undefined) {
    body.credits = { featured: featured ?? [], producers: producers ?? [], writers: writers ?? [] };
  }
  return body;
}

export type ParsedTrackForm = { ok: true; body: UpdateTrackBody } | { ok: false; fieldErrors: FieldErrors };

/**
 * A posted form → the api body, or messages keyed by field ("_" for the form as a whole).
 *
 * @example parseTrackForm({ title: "Kuno", bpm: "96" }) // { ok: true, body: { title: "Kuno", bpm: 96 } }
 */
export function parseTrackForm(form: FormData | Record<string, unknown>): ParsedTrackForm {
  const result = parseForm(trackFormSchema, form);
  if (!result.ok) return result;
  const body = trackBody(result.data);
  if (Object.keys(body).length === 0)
    return { ok: false, fieldErrors: { _: ["Change at least one field."] } };
  return { ok: true, body };
}

/**
 * The api's messages as the form's fields: `credits.featured.3` (the fourth name) and `credits` land on
 * the credit fields, the rest as they are.
 */
export function formFieldErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    out[field] = [...(out[field] ?? []), ...messages];
  };
  for (const [key, messages] of Object.entries(errors)) {
    const credit = /^credits\.(featured|producers|writers)(?:\.\d+)?$/.exec(key);
    if (credit) add(`credits.${credit[1]}`, messages);
    else if (key === "credits") add("credits.featured", messages);
    else add(key, messages);
  }
  return out;
}
