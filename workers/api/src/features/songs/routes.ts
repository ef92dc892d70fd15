import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth } from "../../kit/auth";
import { signingSecret } from "../../kit/media-urls";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { resourceMessage, statusVerb } from "../../kit/resources/rules";
import { createRouter } from "../../kit/router";
import { notifyDeps } from "../notifications";
import { assertSongwriter } from "./access";
import {
  ConsentBody,
  CreateSongBody,
  SongDeleted,
  SongQuery,
  SongStatusBody,
  UpdateSongBody,
  WriterStats,
  WrittenSong,
  WrittenSongPage,
} from "./contract";
import { answerCredit } from "./credits.service";
import {
  createSong,
  deleteSong,
  getSong,
  listSongs,
  type SongDeps,
  setStatus,
  updateSong,
} from "./songs.service";
import { writerStats } from "./stats.service";

const tags = ["Creator: written songs"];

export const songDeps = (c: Context<AppEnv>): SongDeps => ({
  ...notifyDeps(c),
  secret: signingSecret(c.env),
});

/** The caller, once shown to be a songwriter (other creators and listeners get 403). */
export async function songwriter(c: Context<AppEnv>): Promise<string> {
  const { user } = currentAuth(c);
  await assertSongwriter(c.var.db, user.id);
  return user.id;
}

const one = (path: string, summary: string, method: "get" | "post" = "post") =>
  ({ method, path, tags, summary, security: bearer }) as const;

const list = (path: string, summary: string) =>
  defineRoute({
    ...one(path, summary, "get"),
    request: { query: SongQuery },
    responses: { 200: jsonResponse(WrittenSongPage, "A page of songs"), ...errorResponses(401, 403, 422) },
  });

/**
 * `/creator/writer/written_songs` (spec §7 Creator `writer/written_songs`, issue #35): the songs a
 * songwriter writes, their co-writers' consent, and offering them for sale ("Song Added", "Song Activated"…).
 */
export const writtenSongRoutes: ReturnType<typeof createRouter> = createRouter()
  .openapi(list("/list", "A page of the songs you write (owned or co-written), newest first"), async (c) =>
    c.json({ data: await listSongs(songDeps(c), await songwriter(c), c.req.valid("query")) }, 200),
  )
  .openapi(list("/", "A page of the songs you write (the same as …/list)"), async (c) =>
    c.json({ data: await listSongs(songDeps(c), await songwriter(c), c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...one(
        "/stats",
        "Your totals: songs, listed, bids received, sold, earned; credits awaiting you",
        "get",
      ),
      responses: { 200: jsonResponse(WriterStats, "The totals"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await writerStats(c.var.db, await songwriter(c)) }, 200),
  )
  .openapi(
    defineRoute({
      ...one("/create", "Add a written song with its writers and splits (co-writers are asked to consent)"),
      request: { body: jsonBody(CreateSongBody) },
      responses: { 201: jsonResponse(WrittenSong, "The new song"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const song = await createSong(songDeps(c), await songwriter(c), c.req.valid("json"));
      return c.json({ data: song, msg: resourceMessage("Song", "Added") }, 201);
    },
  )
  .openapi(
    defineRoute({
      ...one("/{id}", "One song you write", "get"),
      request: { params: idParam },
      responses: { 200: jsonResponse(WrittenSong, "The song"), ...errorResponses(401, 403, 404) },
    }),
    async (c) =>
      c.json({ data: await getSong(songDeps(c), await songwriter(c), c.req.valid("param").id) }, 200),
  )
  .openapi(
    defineRoute({
      ...one("/update/{id}", "Change your song; new splits ask every co-writer again, new words re-moderate"),
      request: { params: idParam, body: jsonBody(UpdateSongBody) },
      responses: { 200: jsonResponse(WrittenSong, "The song"), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const song = await updateSong(songDeps(c), await songwriter(c), id, c.req.valid("json"));
      return c.json({ data: song, msg: resourceMessage("Song", "Updated") }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...one("/status/{id}", "Offer for sale (1: moderation first) or withdraw (0: pending bids declined)"),
      request: { params: idParam, body: jsonBody(SongStatusBody) },
      responses: { 200: jsonResponse(WrittenSong, "The song"), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    async (c) => {
      const { status } = c.req.valid("json");
      const song = await setStatus(songDeps(c), await songwriter(c), c.req.valid("param").id, status);
      return c.json({ data: song, msg: resourceMessage("Song", statusVerb(status)) }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...one("/consent/{id}", "Accept or decline your credit and split on a song you co-write"),
      request: { params: idParam, body: jsonBody(ConsentBody) },
      responses: { 200: jsonResponse(WrittenSong, "The song"), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    async (c) => {
      const { accept } = c.req.valid("json");
      const song = await answerCredit(songDeps(c), await songwriter(c), c.req.valid("param").id, accept);
      return c.json({ data: song, msg: accept ? "Credit accepted" : "Credit declined" }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...one("/delete/{id}", "Delete your song (409 while a bid is approved or once sold)"),
      request: { params: idParam },
      responses: { 200: jsonResponse(SongDeleted, "Deleted"), ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      const done = await deleteSong(songDeps(c), await songwriter(c), c.req.valid("param").id);
      return c.json({ data: done, msg: resourceMessage("Song", "Deleted") }, 200);
    },
  );
