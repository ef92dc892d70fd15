// The beat form (create and edit), one zod schema read by the form (checked before it is sent) and by
// the route's action (what the api receives), Epic-Stack style like the studio's track form. The tier
// editor's fields (`tiers.<tier>.<part>`) are read by lib/beats/tiers. The api checks the body again
// with its own contract (CreateBeatBody); its 422 messages land on the same fields (beatErrorsFromApi).
import { z } from "zod";
import type { BeatTier, CreateBeatBody, FieldErrors, ProducerBeat, UpdateBeatBody } from "../api/contract";
import { BEAT_FILE_FIELDS } from "./beat-files";
import { MUSICAL_KEYS } from "./keys";
import { readTierForm, sameTiers, tierErrorsFromApi, tiersBody } from "./tiers";

/** The api's bounds (features/beats/contract; a test checks them against its schema). */
export const BPM_MIN = 40;
export const BPM_MAX = 240;
export const TITLE_MAX = 120;
export const TAGS_MAX = 10;
export const TAG_MAX = 30;
export const DESCRIPTION_MAX = 2000;

/** The 24 keys as the api writes them (lib/beats/keys, compared with the api's list in its test). */
export { MUSICAL_KEYS };

const BPM_MESSAGE = `The BPM is a whole number from ${BPM_MIN} to ${BPM_MAX}.`;

/** Tags typed one per comma or line; blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  const tags = text
    .split(/[\n,]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** A pick list's choice: blank is none (null). */
const choice = z
  .string()
  .trim()
  .max(64, "Choose one of the list.")
  .optional()
  .transform((value) => (value ? value : null));

const beatFields = z
  .object({
    title: z
      .string({ error: "Enter the beat's title." })
      .trim()
      .min(1, "Enter the beat's title.")
      .max(TITLE_MAX, `The title is at most ${TITLE_MAX} characters.`),
    bpm: z
      .string({ error: BPM_MESSAGE })
      .trim()
      .regex(/^\d{1,3}$/, BPM_MESSAGE)
      .transform(Number)
      .pipe(z.number().min(BPM_MIN, BPM_MESSAGE).max(BPM_MAX, BPM_MESSAGE)),
    key: z
      .string({ error: "Choose the key." })
      .refine((key) => MUSICAL_KEYS.includes(key), "Choose the key."),
    genre_id: choice,
    mood_id: choice,
    tags: z
      .string()
      .optional()
      .transform((text) => splitTags(text ?? ""))
      .pipe(
        z
          .array(z.string().max(TAG_MAX, `A tag is at most ${TAG_MAX} characters.`))
          .max(TAGS_MAX, `At most ${TAGS_MAX} tags.`),
      ),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, `The description is at most ${DESCRIPTION_MAX.toLocaleString("en")} characters.`)
      .optional()
      .transform((value) => (value ? value : null)),
    // The files section's hidden fields: an uploaded file's id, blank for none yet.
    preview_track_id: choice,
    mp3_track_id: choice,
    wav_track_id: choice,
    stems_track_id: choice,
  })
  // Loose: the tier editor's `tiers.*` fields stay for the check and the transform below.
  .loose();

/** The whole form: the fields above and the tier editor, as the create body. */
export const beatForm = beatFields
  .superRefine((data, ctx) => {
    const tiers = tiersBody(readTierForm(data));
    if (tiers.ok) return;
    for (const [field, [message]] of Object.entries(tiers.fieldErrors))
      ctx.addIssue({ code: "custom", path: [field], message: message ?? "Check this field." });
  })
  .transform((data): CreateBeatBody => {
    const tiers = tiersBody(readTierForm(data));
    return {
      title: data.title,
      bpm: data.bpm,
      key: data.key,
      genre_id: data.genre_id,
      mood_id: data.mood_id,
      tags: data.tags,
      description: data.description,
      licences: tiers.ok ? tiers.licences : [],
      // Only the files uploaded: a blank slot is "none yet".
      ...Object.fromEntries(BEAT_FILE_FIELDS.flatMap((f) => (data[f] ? [[f, data[f]]] : []))),
    };
  });

export type BeatFormBody = z.output<typeof beatForm>;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * An edit as the api's update body: only what differs from the stored beat. The api carries a changed
 * description to the market listing and a new title back to moderation, so an unchanged field is not
 * sent (an admin's correction of the listing's text then stays). Null when nothing changed.
 */
export function updateBody(body: BeatFormBody, beat: ProducerBeat): UpdateBeatBody | null {
  const out: UpdateBeatBody = {};
  if (body.title !== beat.title) out.title = body.title;
  if (body.bpm !== beat.bpm) out.bpm = body.bpm;
  if (body.key !== beat.key) out.key = body.key;
  if ((body.genre_id ?? null) !== (beat.genre?.id ?? null)) out.genre_id = body.genre_id ?? null;
  if ((body.mood_id ?? null) !== (beat.mood?.id ?? null)) out.mood_id = body.mood_id ?? null;
  if (!sameList(body.tags ?? [], beat.tags)) out.tags = body.tags ?? [];
  if ((body.description ?? null) !== (beat.description ?? null)) out.description = body.description ?? null;
  if (!sameTiers(body.licences as BeatTier[], beat.licences)) out.licences = body.licences;
  // A file is only ever replaced from the form (a blank field is "none uploaded yet", not "remove").
  for (const field of BEAT_FILE_FIELDS) {
    const id = body[field];
    if (id && id !== beat[field]) out[field] = id;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The api's 422 messages on the form's fields: a tag's (`tags.3`) on the tags, a licence's on its tier's
 * field in the editor (by the order the tiers were sent in).
 */
export function beatErrorsFromApi(
  errors: FieldErrors,
  sent: { licences?: readonly BeatTier[] },
): FieldErrors {
  const tags: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = /^tags\.\d+$/.test(key) ? "tags" : key;
    tags[field] = [...(tags[field] ?? []), ...messages];
  }
  return tierErrorsFromApi(tags, sent.licences ?? []);
}
