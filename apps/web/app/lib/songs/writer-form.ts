// The song editor (create and edit), one zod schema read by the form (checked before it is sent) and by
// the route's action (what the api receives), like the beat form. Prices are typed in the user's own
// currency and leave as whole US cents (lib/money/local-amount, as the wallet's amounts do); the writers
// are rows posted as `writers.<n>.<part>` (lib/songs/writer-rows). The api checks the body again with its
// own contract (CreateSongBody); its 422 messages land on the same fields (songErrorsFromApi).
import { z } from "zod";
import type { CreateSongBody, FieldErrors, UpdateSongBody, WrittenSong } from "../api/contract";
import { formatMoney, type MoneySettings } from "../money/format-money";
import { parseLocalAmount } from "../money/local-amount";
import { readWriterRows, type WriterRow, writersBody, writersProblems } from "./writer-rows";

/** The api's bounds (features/songs/contract and rules; a test checks them against its schema). */
export const TITLE_MAX = 120;
export const LYRICS_MAX = 20_000;
export const LANGUAGE_MAX = 40;
export const DESCRIPTION_MAX = 2000;
export const MIN_BID_FLOOR_CENTS = 100;
export const BID_MAX_CENTS = 100_000_000;

/** The hidden field beside a price input holding the US cents it started with (see parseLocalAmount). */
export const shownField = (field: "asking_price" | "min_bid") => `${field}_shown` as const;

/** A pick list's choice or an uploaded file's id: blank is none (null). */
const choice = z
  .string()
  .trim()
  .max(64, "Choose one of the list.")
  .optional()
  .transform((value) => (value ? value : null));

const text = (what: string, min: number, max: number, tooShort: string) =>
  z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, `${what} at most ${max.toLocaleString("en-US")} characters.`);

type Money = Pick<MoneySettings, "currency" | "minorUnits" | "rates" | "locale" | "updatedAt">;

/**
 * A price typed in the user's currency → whole US cents, at least $1 (the api's floor) unless it is the
 * asking price, where blank or 0 means offers only. The hidden `…_shown` cents make an untouched field
 * read back exactly as it was shown.
 */
function localPrice(what: string, money: Money, offersOnly: boolean) {
  const example = formatMoney(2500, money);
  const floor = `${what} is at least ${formatMoney(MIN_BID_FLOOR_CENTS, money)}.`;
  return z
    .object({ text: z.string().optional(), shown: z.string().optional() })
    .transform(({ text: typed = "", shown }, ctx) => {
      const trimmed = typed.trim();
      if (!trimmed && offersOnly) return 0;
      const start = shown && /^\d+$/.test(shown) ? Number(shown) : undefined;
      const cents = trimmed ? parseLocalAmount(trimmed, money, start) : null;
      if (cents === null) {
        ctx.addIssue({
          code: "custom",
          message: trimmed
            ? `${what} must be an amount in ${money.currency}, e.g. ${example}.`
            : `Enter ${what.toLowerCase()}.`,
        });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(
      z
        .number()
        .int()
        .refine((cents) => (offersOnly && cents === 0) || cents >= MIN_BID_FLOOR_CENTS, floor)
        .refine(
          (cents) => cents <= BID_MAX_CENTS,
          `${what} is at most ${formatMoney(BID_MAX_CENTS, money)}.`,
        ),
    );
}

/** The posted fields regrouped: each price with its shown cents, the writers as rows. */
function gather(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const fields = input as Record<string, unknown>;
  const str = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : undefined);
  return {
    ...fields,
    asking_price: { text: str("asking_price"), shown: str(shownField("asking_price")) },
    min_bid: { text: str("min_bid"), shown: str(shownField("min_bid")) },
    writers: readWriterRows(fields),
  };
}

/**
 * The editor's schema for a user who shows amounts in `money`'s currency. `ownerId` is who the "You" row
 * stands for: the signed-in user in the action; the form's own check only needs the rows' shape.
 *
 * @example parseForm(songForm(money, user.id), form) // { ok: true, data: CreateSongBody }
 */
export function songForm(money: Money, ownerId = "") {
  return z
    .preprocess(
      gather,
      z.object({
        title: text("The title is", 1, TITLE_MAX, "Enter the song's title."),
        lyrics: text("The lyrics are", 1, LYRICS_MAX, "Enter the lyrics."),
        language: text("The language is", 2, LANGUAGE_MAX, "Name the language, e.g. English."),
        genre_id: choice,
        mood_id: choice,
        description: z
          .string()
          .trim()
          .max(
            DESCRIPTION_MAX,
            `The description is at most ${DESCRIPTION_MAX.toLocaleString("en-US")} characters.`,
          )
          .optional()
          .transform((value) => (value ? value : null)),
        demo_track_id: choice,
        asking_price: localPrice("The asking price", money, true),
        min_bid: localPrice("The minimum bid", money, false),
        writers: z.array(z.custom<WriterRow>()),
      }),
    )
    .superRefine((data, ctx) => {
      if (data.asking_price !== 0 && data.asking_price < data.min_bid)
        ctx.addIssue({
          code: "custom",
          path: ["asking_price"],
          message: "The asking price is 0 (offers only) or at least the minimum bid.",
        });
      for (const [field, message] of Object.entries(writersProblems(data.writers)))
        ctx.addIssue({ code: "custom", path: field.split("."), message });
    })
    .transform(
      (data): CreateSongBody => ({
        title: data.title,
        lyrics: data.lyrics,
        language: data.language,
        genre_id: data.genre_id,
        mood_id: data.mood_id,
        description: data.description,
        asking_price: data.asking_price,
        min_bid: data.min_bid,
        writers: writersBody(data.writers, ownerId),
        // A blank demo is "none uploaded yet": left out.
        ...(data.demo_track_id ? { demo_track_id: data.demo_track_id } : {}),
      }),
    );
}

/** Whether the writers sent are the stored ones, by id and split (a new e-mail is always a change). */
function sameWriters(sent: CreateSongBody["writers"], song: WrittenSong): boolean {
  const key = (list: { id: string | undefined; split: number }[]) =>
    list
      .map((w) => `${w.id}:${w.split}`)
      .sort()
      .join(",");
  if (sent.some((w) => !w.user_id)) return false;
  return (
    key(sent.map((w) => ({ id: w.user_id, split: w.split }))) ===
    key(song.rights.writers.map((w) => ({ id: w.user_id, split: w.split })))
  );
}

/**
 * An edit as the api's update body: only what differs from the stored song. New writers or splits ask
 * every co-writer again and new words go back to review, so an unchanged field is never sent. Null when
 * nothing changed.
 */
export function updateSongBody(body: CreateSongBody, song: WrittenSong): UpdateSongBody | null {
  const out: UpdateSongBody = {};
  if (body.title !== song.title) out.title = body.title;
  if (body.lyrics !== song.lyrics) out.lyrics = body.lyrics;
  if (body.language !== song.language) out.language = body.language;
  if ((body.genre_id ?? null) !== (song.genre?.id ?? null)) out.genre_id = body.genre_id ?? null;
  if ((body.mood_id ?? null) !== (song.mood?.id ?? null)) out.mood_id = body.mood_id ?? null;
  if ((body.description ?? null) !== (song.description ?? null)) out.description = body.description ?? null;
  if (body.asking_price !== song.asking_price) out.asking_price = body.asking_price;
  if (body.min_bid !== song.min_bid) out.min_bid = body.min_bid;
  // The demo is only ever replaced from the form (a blank field is "none uploaded yet", not "remove").
  if (body.demo_track_id && body.demo_track_id !== song.demo?.track_id)
    out.demo_track_id = body.demo_track_id;
  if (!sameWriters(body.writers, song)) out.writers = body.writers;
  return Object.keys(out).length > 0 ? out : null;
}

/** The api's 422 keys on the editor's fields: a writer's `user_id` or `email` is that row's `who`. */
export function songErrorsFromApi(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.replace(/^(writers\.\d+)\.(user_id|email)$/, "$1.who");
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}
