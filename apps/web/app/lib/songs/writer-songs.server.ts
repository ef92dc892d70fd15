// The loaders and actions of the songwriter's song pages (dashboard, manager, one song): the songs through
// the api with the session's token, the §8 messages (the api's own `msg`, writer-messages as the
// fallback), and the api's refusals as action errors the pages toast and show per field. Songwriters
// only: the api answers 403 to anyone else, which the pages' error boundary says in the api's words.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actionError, actionOk, invalidForm } from "../api/failure";
import { parseForm } from "../form-parse";
import { loadUserAndRates } from "../money/money-settings.server";
import { readForm } from "../read-form.server";
import { apiGet, apiGetOptional, apiPost } from "../signed-in-calls.server";
import { songErrorsFromApi, songForm, updateSongBody } from "./writer-form";
import { SONG_MESSAGES } from "./writer-messages";
import type { SongOptions, SongPageData, SongsDashboardData, SongsManagerData } from "./writer-page-data";
import { chosenSong, readSongFilters, songsApiQuery } from "./writer-query";

/** How many songs the dashboard's chart can choose from (the api's largest page). */
const CHART_CHOICES = 50;

async function loadOptions(context: AppLoadContext, request: Request): Promise<SongOptions> {
  const lookups = await apiGetOptional(context, request, "GET /creator/music-lookups");
  return { genres: lookups?.genres ?? [], moods: lookups?.moods ?? [] };
}

/**
 * The writer's totals and the songs the chart can show; the chosen song's days are read beside the list
 * when the URL names it, after it otherwise (the newest song is the default).
 */
export async function loadSongsDashboard(
  context: AppLoadContext,
  request: Request,
): Promise<SongsDashboardData> {
  const search = new URL(request.url).searchParams;
  const asked = search.get("song");
  const chart = (id: string) =>
    apiGetOptional(context, request, "GET /creator/songs/marketplace/song_stats/{id}", { params: { id } });
  const [stats, list, early] = await Promise.all([
    apiGet(context, request, "GET /creator/writer/written_songs/stats"),
    apiGetOptional(context, request, "GET /creator/writer/written_songs/list", {
      query: { page: "1", per_page: String(CHART_CHOICES) },
    }),
    asked ? chart(asked) : null,
  ]);
  const songs = (list?.data ?? []).map((s) => ({ id: s.id, title: s.title }));
  const chosen = chosenSong(
    search,
    songs.map((s) => s.id),
  );
  const figures = chosen === null ? null : chosen === asked ? early : await chart(chosen);
  return { stats, songs, chosen, chart: figures };
}

export async function loadSongsManager(context: AppLoadContext, request: Request): Promise<SongsManagerData> {
  const search = new URL(request.url).searchParams;
  const filters = readSongFilters(search);
  const [page, options] = await Promise.all([
    apiGet(context, request, "GET /creator/writer/written_songs/list", { query: songsApiQuery(filters) }),
    loadOptions(context, request),
  ]);
  return { page, filters, options, creating: search.get("new") === "1" };
}

export async function loadSongPage(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<SongPageData> {
  const [song, options, stats, bids] = await Promise.all([
    apiGet(context, request, "GET /creator/writer/written_songs/{id}", { params: { id } }),
    loadOptions(context, request),
    apiGetOptional(context, request, "GET /creator/songs/marketplace/song_stats/{id}", { params: { id } }),
    apiGetOptional(context, request, "GET /creator/songs/marketplace/my_sales", {
      query: { song_id: id, per_page: "50" },
    }),
  ]);
  return { song, options, stats, bids };
}

/** A row's or the dashboard's action: offer/withdraw, delete, answer a credit, check the rights. */
export async function songRowAction(
  context: AppLoadContext,
  request: Request,
  intent: string,
  id: string,
  form: FormData,
) {
  if (intent === "status") {
    const status = form.get("status") === "1" ? 1 : 0;
    const result = await apiPost(context, request, "POST /creator/writer/written_songs/status/{id}", {
      params: { id },
      body: { status },
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? SONG_MESSAGES[status === 1 ? "activate" : "deactivate"], intent);
  }
  if (intent === "delete") {
    const result = await apiPost(context, request, "POST /creator/writer/written_songs/delete/{id}", {
      params: { id },
    });
    // 409 while a bid is approved or once sold: its sentence is the toast.
    if (!result.ok) return actionError(result, intent);
    return { ...actionOk(result.msg ?? SONG_MESSAGES.delete, intent), removed: true };
  }
  if (intent === "consent") {
    const accept = form.get("accept") === "true";
    const result = await apiPost(context, request, "POST /creator/writer/written_songs/consent/{id}", {
      params: { id },
      body: { accept },
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? SONG_MESSAGES[accept ? "accepted" : "declined"], intent);
  }
  if (intent === "rights") return checkRights(context, request, id);
  throw new Response("Unknown action", { status: 400 });
}

/** `check_rights` for the song `songId`: the rights ride on the answer, a clear song toasts so. */
export async function checkRights(context: AppLoadContext, request: Request, songId: string) {
  const result = await apiPost(context, request, "POST /creator/songs/marketplace/check_rights", {
    body: { song_id: songId },
  });
  if (!result.ok) return actionError(result, "rights");
  const done = actionOk(result.data.clear ? SONG_MESSAGES.rightsClear : undefined, "rights");
  return { ...done, rights: result.data };
}

/** The manager's actions: create (the "New song" editor), and a row's status, delete or consent. */
export async function songsManagerAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "create") return songRowAction(context, request, intent, String(form.get("id") ?? ""), form);
  // The amounts were typed in the user's currency: read back with the same settings the form showed.
  const { user, money } = await loadUserAndRates(context, request);
  const parsed = parseForm(songForm(money, user.id), form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
  const result = await apiPost(context, request, "POST /creator/writer/written_songs/create", {
    body: parsed.data,
  });
  if (!result.ok)
    return actionError({ ...result, fieldErrors: songErrorsFromApi(result.fieldErrors) }, intent);
  return { ...actionOk(result.msg ?? SONG_MESSAGES.create, intent), id: result.data.id };
}

/** The song page's actions: the edit (only what changed is sent), status, delete, consent, rights. */
export async function songPageAction(context: AppLoadContext, request: Request, id: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "update") return songRowAction(context, request, intent, id, form);
  const [{ user, money }, song] = await Promise.all([
    loadUserAndRates(context, request),
    apiGet(context, request, "GET /creator/writer/written_songs/{id}", { params: { id } }),
  ]);
  const parsed = parseForm(songForm(money, user.id), form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
  const body = updateSongBody(parsed.data, song);
  if (!body) return invalidForm({ _: [SONG_MESSAGES.unchanged] }, intent);
  const result = await apiPost(context, request, "POST /creator/writer/written_songs/update/{id}", {
    params: { id },
    body,
  });
  if (!result.ok)
    return actionError({ ...result, fieldErrors: songErrorsFromApi(result.fieldErrors) }, intent);
  return actionOk(result.msg ?? SONG_MESSAGES.update, intent);
}

/** The dashboard's action: a co-writer's answer to a credit. */
export async function songsDashboardAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "consent") throw new Response("Unknown action", { status: 400 });
  return songRowAction(context, request, intent, String(form.get("id") ?? ""), form);
}
