import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { currentAuth } from "../../kit/auth";
import { signingSecret } from "../../kit/media-urls";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { idParam } from "../../kit/params";
import { resourceMessage } from "../../kit/resources/rules";
import { createRouter } from "../../kit/router";
import { MetricsQuery } from "../studio/metrics.contract";
import {
  BeatDeleted,
  BeatFeatureBody,
  BeatPublishBody,
  BeatTemplate,
  CreateBeatBody,
  ProducerBeat,
  ProducerBeatPage,
  ProducerBeatQuery,
  UpdateBeatBody,
} from "./contract";
import { BeatMetrics, ProducerStats } from "./metrics.contract";
import { beatMetrics, producerStats } from "./metrics.service";
import {
  assertProducer,
  type BeatDeps,
  createBeat,
  deleteBeat,
  getBeat,
  listBeats,
  setFeatured,
  setPublished,
  updateBeat,
} from "./service";
import { saveTemplate, templateOf } from "./template";

const tags = ["Creator: beats"];

const beatDeps = (c: Context<AppEnv>): BeatDeps => ({ db: c.var.db, secret: signingSecret(c.env) });

/** The caller, once shown to be a producer (other creators and listeners get 403). */
async function producer(c: Context<AppEnv>): Promise<string> {
  const { user } = currentAuth(c);
  await assertProducer(c.var.db, user.id);
  return user.id;
}

const one = (path: string, summary: string, method: "get" | "post" = "post") =>
  ({ method, path, tags, summary, security: bearer }) as const;

/**
 * `/creator/beats` (spec §7 Creator `beats`): the producer's beats with their licence tiers. Answers with
 * the §8 messages ("Beat Added", "Beat Activated" when published, …).
 */
export const beatRoutes: ReturnType<typeof createRouter> = createRouter()
  .openapi(
    defineRoute({
      ...one("/list", "A page of your beats, newest first (`?q=` searches titles)", "get"),
      request: { query: ProducerBeatQuery },
      responses: { 200: jsonResponse(ProducerBeatPage, "A page of beats"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await listBeats(beatDeps(c), await producer(c), c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...one("/", "A page of your beats (the same as …/list)", "get"),
      request: { query: ProducerBeatQuery },
      responses: { 200: jsonResponse(ProducerBeatPage, "A page of beats"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await listBeats(beatDeps(c), await producer(c), c.req.valid("query")) }, 200),
  )
  .openapi(
    defineRoute({
      ...one("/producer-stats", "Your beats' totals: counts, orders, revenue, and the top beats", "get"),
      responses: { 200: jsonResponse(ProducerStats, "The totals"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await producerStats(c.var.db, await producer(c)) }, 200),
  )
  .openapi(
    defineRoute({
      ...one("/metrics/{id}", "One beat's plays, orders and revenue per day, and orders per tier", "get"),
      request: { params: idParam, query: MetricsQuery },
      responses: { 200: jsonResponse(BeatMetrics, "The figures"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const { window } = c.req.valid("query");
      const data = await beatMetrics(c.var.db, await producer(c), c.req.valid("param").id, window);
      return c.json({ data }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...one("/create", "Add a beat with its licence tiers (unpublished until you publish it)"),
      request: { body: jsonBody(CreateBeatBody) },
      responses: { 201: jsonResponse(ProducerBeat, "The new beat"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const beat = await createBeat(beatDeps(c), await producer(c), c.req.valid("json"));
      return c.json({ data: beat, msg: resourceMessage("Beat", "Added") }, 201);
    },
  )
  .openapi(
    defineRoute({
      ...one("/template", "The tiers (prices and rights) a new beat starts with", "get"),
      responses: { 200: jsonResponse(BeatTemplate, "Your template"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: { licences: await templateOf(c.var.db, await producer(c)) } }, 200),
  )
  .openapi(
    defineRoute({
      ...one("/template", "Save the tiers new beats start with (beats already made keep theirs)"),
      request: { body: jsonBody(BeatTemplate) },
      responses: { 200: jsonResponse(BeatTemplate, "Your template"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const licences = await saveTemplate(c.var.db, await producer(c), c.req.valid("json").licences);
      return c.json({ data: { licences }, msg: resourceMessage("Template", "Updated") }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...one("/{id}", "One of your beats", "get"),
      request: { params: idParam },
      responses: { 200: jsonResponse(ProducerBeat, "The beat"), ...errorResponses(401, 403, 404) },
    }),
    async (c) =>
      c.json({ data: await getBeat(beatDeps(c), await producer(c), c.req.valid("param").id) }, 200),
  )
  .openapi(
    defineRoute({
      ...one(
        "/update/{id}",
        "Change a beat; a new title sends its listing back to moderation, prices do not",
      ),
      request: { params: idParam, body: jsonBody(UpdateBeatBody) },
      responses: { 200: jsonResponse(ProducerBeat, "The beat"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const beat = await updateBeat(
        beatDeps(c),
        await producer(c),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ data: beat, msg: resourceMessage("Beat", "Updated") }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...one("/status/{id}", "Publish or unpublish; the first publication lists it for moderation"),
      request: { params: idParam, body: jsonBody(BeatPublishBody) },
      responses: { 200: jsonResponse(ProducerBeat, "The beat"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const on = Boolean(c.req.valid("json").is_published);
      const beat = await setPublished(beatDeps(c), await producer(c), c.req.valid("param").id, on);
      return c.json({ data: beat, msg: resourceMessage("Beat", on ? "Activated" : "Deactivated") }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...one("/featured/{id}", "Feature or unfeature a beat (at most 5 featured)"),
      request: { params: idParam, body: jsonBody(BeatFeatureBody) },
      responses: { 200: jsonResponse(ProducerBeat, "The beat"), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const on = Boolean(c.req.valid("json").is_featured);
      const beat = await setFeatured(beatDeps(c), await producer(c), c.req.valid("param").id, on);
      return c.json({ data: beat, msg: resourceMessage("Beat", "Updated") }, 200);
    },
  )
  .openapi(
    defineRoute({
      ...one("/delete/{id}", "Delete a beat that never sold; one with buyers is only unpublished"),
      request: { params: idParam },
      responses: { 200: jsonResponse(BeatDeleted, "What happened"), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const done = await deleteBeat(c.var.db, await producer(c), c.req.valid("param").id);
      const msg = done.removed
        ? resourceMessage("Beat", "Deleted")
        : "Beat unpublished: buyers keep their licences";
      return c.json({ data: done, msg }, 200);
    },
  );
