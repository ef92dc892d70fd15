import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { assertProducer } from "./access";
import {
  MyStudio,
  PublicStudio,
  SaveStudioBody,
  SlotsQuery,
  StudioListQuery,
  StudioPage,
  StudioSettings,
  StudioSlots,
} from "./contract";
import { listStudios, publicStudio, studioSlots } from "./discovery.service";
import { myStudio, saveStudio } from "./studio.service";

const tags = ["Creator: studio"];

/** The caller, once shown to be a producer (other creators get 403; the creator area refuses listeners). */
async function producer(c: Context<AppEnv>): Promise<string> {
  const { user } = currentAuth(c);
  await assertProducer(c.var.db, user.id);
  return user.id;
}

const read = (path: string, summary: string) =>
  ({ method: "get", path, tags, summary, security: bearer }) as const;

/**
 * `/creator/studio` (issue #36): a producer's studio and weekly schedule, and the studios creators find
 * and book, with their free slots in UTC and the studio's zone.
 */
export const studioRoutes: ReturnType<typeof createRouter> = createRouter()
  .openapi(
    defineRoute({
      ...read("/", "Your studio and schedule (null before you first save one); producers only"),
      responses: { 200: jsonResponse(MyStudio, "Your studio"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await myStudio(c.var.db, await producer(c)) }, 200),
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/save",
      tags,
      summary: "Save your studio: profile, rates, session lengths, weekly hours and date overrides",
      security: bearer,
      request: { body: jsonBody(SaveStudioBody) },
      responses: { 200: jsonResponse(StudioSettings, "Saved"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const saved = await saveStudio(c.var.db, await producer(c), c.req.valid("json"));
      return c.json({ data: saved, msg: "Studio saved successfully" }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...read("/list", "Studios taking bookings, cheapest first (`?city=`, `?max_rate=` in cents)"),
      request: { query: StudioListQuery },
      responses: { 200: jsonResponse(StudioPage, "A page of studios"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await listStudios(c.var.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...read("/slots/{id}", "A studio's free slots from `from` to `to` (its calendar days, at most 31)"),
      request: { params: idParam, query: SlotsQuery },
      responses: { 200: jsonResponse(StudioSlots, "Free slots"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) =>
      c.json({ data: await studioSlots(c.var.db, c.req.valid("param").id, c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...read(
        "/{id}",
        "A studio's page: terms and weekly hours (the address once you hold a confirmed booking)",
      ),
      request: { params: idParam },
      responses: { 200: jsonResponse(PublicStudio, "The studio"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      return c.json({ data: await publicStudio(c.var.db, user.id, c.req.valid("param").id) }, 200);
    },
  );
