// The loaders and actions of the music manager and the track page: the creator's tracks through the
// api with the session's token, the §8 messages (the api's own `msg`, these as the fallback), and the
// api's refusals as action errors the pages toast and show per field.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CreatorTrack, CreatorTrackPage, SubjectMetrics } from "../api/contract";
import { actionError, actionOk, invalidForm } from "../api/failure";
import { readForm } from "../read-form.server";
import { apiGet, apiGetOptional, apiPost } from "../signed-in-calls.server";
import { type ManagerFilters, managerApiQuery, readManagerFilters } from "./manager-query";
import { readWindow } from "./metrics";
import { TRACK_MESSAGES, type TrackOptions } from "./track-api";
import { formFieldErrors, parseTrackForm } from "./track-form";

/** The creator's albums (the first 50, the most a page holds) and the lookups, each optional. */
export async function loadTrackOptions(context: AppLoadContext, request: Request): Promise<TrackOptions> {
  const [albums, lookups] = await Promise.all([
    apiGetOptional(context, request, "GET /creator/music-albums/list", { query: { per_page: "50" } }),
    apiGetOptional(context, request, "GET /creator/music-lookups"),
  ]);
  return {
    albums: (albums?.data ?? []).map((a) => ({ id: a.id, title: a.title })),
    genres: lookups?.genres ?? [],
    moods: lookups?.moods ?? [],
    origins: lookups?.origins ?? [],
  };
}

export interface ManagerData {
  page: CreatorTrackPage;
  filters: ManagerFilters;
  options: TrackOptions;
}

/** The music manager: one page of the creator's tracks under the URL's filters, and the form's lists. */
export async function loadManager(context: AppLoadContext, request: Request): Promise<ManagerData> {
  const filters = readManagerFilters(new URL(request.url).searchParams);
  const [page, options] = await Promise.all([
    apiGet(context, request, "GET /creator/music-tracks/list", { query: managerApiQuery(filters) }),
    loadTrackOptions(context, request),
  ]);
  return { page, filters, options };
}

/** A refusal made in the web (a form that did not pass its schema): 422, like the api's. */
/** The status toggle and the delete, from the manager's rows and the track page. */
async function rowAction(
  context: AppLoadContext,
  request: Request,
  intent: string,
  id: string,
  form: FormData,
) {
  if (intent === "status") {
    const status = form.get("status") === "1" ? 1 : 0;
    const result = await apiPost(context, request, "POST /creator/music-tracks/status/{id}", {
      params: { id },
      body: { status },
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? TRACK_MESSAGES[status === 1 ? "activate" : "deactivate"], intent);
  }
  if (intent === "delete") {
    const result = await apiPost(context, request, "POST /creator/music-tracks/delete/{id}", {
      params: { id },
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? TRACK_MESSAGES.delete, intent);
  }
  throw new Response("Unknown action", { status: 400 });
}

/** The manager's actions: a row's status toggle or delete (the row's id in the form). */
export async function managerAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  return rowAction(context, request, String(form.get("intent") ?? ""), String(form.get("id") ?? ""), form);
}

/** The track page's actions: the details (also posted by an upload's short form), status, delete. */
export async function trackAction(context: AppLoadContext, request: Request, id: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "update") return rowAction(context, request, intent, id, form);
  const parsed = parseTrackForm(form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
  const result = await apiPost(context, request, "POST /creator/music-tracks/update/{id}", {
    params: { id },
    body: parsed.body,
  });
  if (!result.ok) {
    const failure = { ...result, fieldErrors: formFieldErrors(result.fieldErrors) };
    return actionError(failure, intent);
  }
  return actionOk(result.msg ?? TRACK_MESSAGES.update, intent);
}

export interface TrackPageData {
  track: CreatorTrack;
  options: TrackOptions;
  /** Null when the metrics could not be read (the page says so; the rest still works). */
  metrics: SubjectMetrics | null;
}

/** The track page: the track (404 for someone else's), its form's lists and its metrics window. */
export async function loadTrackPage(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<TrackPageData> {
  const window = readWindow(new URL(request.url).searchParams);
  const [track, options, metrics] = await Promise.all([
    apiGet(context, request, "GET /creator/music-tracks/{id}", { params: { id } }),
    loadTrackOptions(context, request),
    apiGetOptional(context, request, "GET /creator/music-tracks/metrics/{id}", {
      params: { id },
      query: { window },
    }),
  ]);
  return { track, options, metrics };
}
