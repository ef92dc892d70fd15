// The loaders and actions of the producer's beat pages: the beats through the api with the session's
// token, the §8 messages (the api's own `msg`, lib/beats/messages as the fallback), and the api's
// refusals as action errors the pages toast and show per field. Producers only: the api answers 403 to
// anyone else, which the pages' error boundary says in the api's words.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BeatMetrics } from "../api/contract";
import { actionError, actionOk, invalidForm } from "../api/failure";
import { parseForm } from "../form-parse";
import { readForm } from "../read-form.server";
import { apiGet, apiGetOptional, apiPost } from "../signed-in-calls.server";
import { readWindow } from "../studio/metrics";
import { beatErrorsFromApi, beatForm, updateBody } from "./beat-form";
import { beatsApiQuery, readBeatFilters } from "./manager-query";
import { BEAT_MESSAGES, deleteMessage } from "./messages";
import { sumMetrics } from "./metrics";
import type { BeatOptions, BeatPageData, BeatsDashboardData, BeatsManagerData } from "./page-data";

async function loadOptions(context: AppLoadContext, request: Request): Promise<BeatOptions> {
  const lookups = await apiGetOptional(context, request, "GET /creator/music-lookups");
  return { genres: lookups?.genres ?? [], moods: lookups?.moods ?? [] };
}

export async function loadBeatsManager(context: AppLoadContext, request: Request): Promise<BeatsManagerData> {
  const search = new URL(request.url).searchParams;
  const filters = readBeatFilters(search);
  const [page, options, template] = await Promise.all([
    apiGet(context, request, "GET /creator/beats/list", { query: beatsApiQuery(filters) }),
    loadOptions(context, request),
    apiGetOptional(context, request, "GET /creator/beats/template"),
  ]);
  return {
    page,
    filters,
    options: { ...options, template: template?.licences ?? null },
    creating: search.get("new") === "1",
  };
}

export async function loadBeatPage(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<BeatPageData> {
  const window = readWindow(new URL(request.url).searchParams);
  const [beat, options, metrics] = await Promise.all([
    apiGet(context, request, "GET /creator/beats/{id}", { params: { id } }),
    loadOptions(context, request),
    apiGetOptional(context, request, "GET /creator/beats/metrics/{id}", {
      params: { id },
      query: { window },
    }),
  ]);
  return { beat, options, window, metrics };
}

/**
 * The producer's totals, then the days of their best sellers (at most five, from the totals) over the
 * URL's window. producer-stats has no days of its own; summing the top beats' metrics is the closest the
 * api allows without a call per beat, and the page says which beats it sums.
 */
export async function loadBeatsDashboard(
  context: AppLoadContext,
  request: Request,
): Promise<BeatsDashboardData> {
  const window = readWindow(new URL(request.url).searchParams);
  const stats = await apiGet(context, request, "GET /creator/beats/producer-stats");
  const metrics = await Promise.all(
    stats.top_beats.map((beat) =>
      apiGetOptional(context, request, "GET /creator/beats/metrics/{id}", {
        params: { id: beat.id },
        query: { window },
      }),
    ),
  );
  const read = metrics.filter((m): m is BeatMetrics => m !== null);
  // A partial sum would understate the trend without saying so: all of them or none.
  const trend = read.length === metrics.length ? sumMetrics(read, window) : null;
  return { window, stats, trend, trendBeats: read.length };
}

/** A publish, feature or delete answer; a delete says whether the beat is gone (`removed`). */
async function rowAction(
  context: AppLoadContext,
  request: Request,
  intent: string,
  id: string,
  form: FormData,
) {
  const on = form.get("value") === "1";
  if (intent === "publish") {
    const result = await apiPost(context, request, "POST /creator/beats/status/{id}", {
      params: { id },
      body: { is_published: on },
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? BEAT_MESSAGES[on ? "publish" : "unpublish"], intent);
  }
  if (intent === "feature") {
    const result = await apiPost(context, request, "POST /creator/beats/featured/{id}", {
      params: { id },
      body: { is_featured: on },
    });
    // The sixth featured beat is a 422 on `is_featured`: its sentence is the toast, not the generic one.
    if (!result.ok)
      return actionError({ ...result, msg: result.fieldErrors.is_featured?.[0] ?? result.msg }, intent);
    return actionOk(result.msg ?? BEAT_MESSAGES.feature, intent);
  }
  if (intent === "delete") {
    const result = await apiPost(context, request, "POST /creator/beats/delete/{id}", { params: { id } });
    if (!result.ok) return actionError(result, intent);
    return { ...actionOk(deleteMessage(result.data.removed), intent), removed: result.data.removed };
  }
  throw new Response("Unknown action", { status: 400 });
}

/** The manager's actions: create (the "New beat" form), and a row's publish, feature or delete. */
export async function beatsManagerAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "create") return rowAction(context, request, intent, String(form.get("id") ?? ""), form);
  const parsed = parseForm(beatForm, form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
  const result = await apiPost(context, request, "POST /creator/beats/create", { body: parsed.data });
  if (!result.ok)
    return actionError(
      { ...result, fieldErrors: beatErrorsFromApi(result.fieldErrors, parsed.data) },
      intent,
    );
  const created = { ...actionOk(result.msg ?? BEAT_MESSAGES.create, intent), id: result.data.id };
  if (form.get("save_template") !== "true" || !parsed.data.licences?.length) return created;
  // The beat is made either way; the template is the producer's extra ask, and says so if it failed.
  const saved = await apiPost(context, request, "POST /creator/beats/template", {
    body: { licences: parsed.data.licences },
  });
  return {
    ...created,
    msg: `${created.msg}. ${saved.ok ? BEAT_MESSAGES.template : BEAT_MESSAGES.templateFailed}`,
  };
}

/** The beat page's actions: the edit (only what changed is sent), publish, feature, delete. */
export async function beatPageAction(context: AppLoadContext, request: Request, id: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "update") return rowAction(context, request, intent, id, form);
  const parsed = parseForm(beatForm, form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
  // The stored beat, to send only the changes (lib/beats/beat-form updateBody says why).
  const beat = await apiGet(context, request, "GET /creator/beats/{id}", { params: { id } });
  const body = updateBody(parsed.data, beat);
  if (!body) return invalidForm({ _: [BEAT_MESSAGES.unchanged] }, intent);
  const result = await apiPost(context, request, "POST /creator/beats/update/{id}", { params: { id }, body });
  if (!result.ok)
    return actionError({ ...result, fieldErrors: beatErrorsFromApi(result.fieldErrors, body) }, intent);
  return actionOk(result.msg ?? BEAT_MESSAGES.update, intent);
}
