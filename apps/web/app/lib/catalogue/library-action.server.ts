// The library's mutations (spec: manage-playlists): one action behind every playlist form and fetcher, so
// each page posts `intent` plus fields to `/library` and gets an ActionResult back.
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import type { CreatePlaylistBody, UpdatePlaylistBody } from "../api/contract";
import { actionError, actionOk } from "../api/failure";
import { readForm } from "../read-form.server";
import { safeRedirect } from "../redirects";
import { apiPost } from "../signed-in-calls.server";
import { parseTrackIds } from "./track-order";

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export async function libraryAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = text(form, "intent");
  const id = text(form, "playlist_id");
  const track_id = text(form, "track_id");

  if (intent === "create" || intent === "rename") {
    const body: CreatePlaylistBody & UpdatePlaylistBody = { title: text(form, "title") };
    const description = text(form, "description");
    if (form.has("description")) body.description = description || null;
    const visibility = text(form, "visibility");
    // Sent as chosen: the api answers anything but public/private with a field error.
    if (visibility) body.visibility = visibility as NonNullable<CreatePlaylistBody["visibility"]>;
    const result =
      intent === "create"
        ? await apiPost(context, request, "POST /user/library/playlists/create", { body })
        : await apiPost(context, request, "POST /user/library/playlists/update/{id}", {
            params: { id },
            body,
          });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? (intent === "create" ? "Playlist created" : "Playlist updated"), intent);
  }
  if (intent === "delete") {
    const result = await apiPost(context, request, "POST /user/library/playlists/delete/{id}", {
      params: { id },
    });
    if (!result.ok) return actionError(result, intent);
    // Only our own paths: a form field must not become an open redirect (`//evil`, `/\evil`).
    const to = safeRedirect(text(form, "redirect_to"), "");
    if (to) throw redirect(to);
    return actionOk(result.msg ?? "Playlist deleted", intent);
  }
  if (intent === "add" || intent === "remove") {
    const result = await apiPost(
      context,
      request,
      `POST /user/library/playlists/tracks/${intent}/{id}` as const,
      {
        params: { id },
        body: { track_id },
      },
    );
    if (!result.ok) return actionError(result, intent);
    return actionOk(
      result.msg ?? (intent === "add" ? "Added to the playlist" : "Removed from the playlist"),
      intent,
    );
  }
  if (intent === "reorder") {
    const track_ids = parseTrackIds(text(form, "track_ids"));
    if (!track_ids) throw new Response("Bad track order.", { status: 400 });
    const result = await apiPost(context, request, "POST /user/library/playlists/tracks/reorder/{id}", {
      params: { id },
      body: { track_ids },
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(undefined, intent);
  }
  throw new Response("Unknown library action.", { status: 400 });
}
