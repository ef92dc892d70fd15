// The album actions of the albums manager and the album page: each reads its form with the same schema
// the form checked itself with, calls the api, and answers with the spec §8 message (the api's own
// `msg`, these as the fallback) or the api's refusal, which the page toasts and shows per field.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actionError, actionOk, invalidForm } from "../api/failure";
import { parseForm } from "../form-parse";
import { readForm } from "../read-form.server";
import { apiPost } from "../signed-in-calls.server";
import { createAlbumBody, createAlbumForm, updateAlbumBody, updateAlbumForm } from "./album-form";

/** Spec §8 messages, used when the api answered without one. */
export const ALBUM_MESSAGES = {
  create: "Album Added",
  update: "Album Updated",
  delete: "Album Deleted",
  activate: "Album Activated",
  deactivate: "Album Deactivated",
  order: "Album Updated",
} as const;

/** A form-level refusal made in the web (a form that did not pass its schema): 422 like the api's. */
async function toggleStatus(context: AppLoadContext, request: Request, id: string, form: FormData) {
  const status = form.get("status") === "1" ? 1 : 0;
  const result = await apiPost(context, request, "POST /creator/music-albums/status/{id}", {
    params: { id },
    body: { status },
  });
  if (!result.ok) return actionError(result, "status");
  return actionOk(result.msg ?? ALBUM_MESSAGES[status === 1 ? "activate" : "deactivate"], "status");
}

async function deleteAlbum(context: AppLoadContext, request: Request, id: string) {
  const result = await apiPost(context, request, "POST /creator/music-albums/delete/{id}", {
    params: { id },
  });
  if (!result.ok) return actionError(result, "delete");
  return actionOk(result.msg ?? ALBUM_MESSAGES.delete, "delete");
}

/** The albums manager's actions: create (from the dialog), status toggle, delete. */
export async function albumsManagerAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  switch (intent) {
    case "create": {
      const parsed = parseForm(createAlbumForm, form);
      if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
      const body = createAlbumBody(parsed.data);
      const result = await apiPost(context, request, "POST /creator/music-albums/create", { body });
      if (!result.ok) return actionError(result, intent);
      return { ...actionOk(result.msg ?? ALBUM_MESSAGES.create, intent), id: result.data.id };
    }
    case "status":
      return toggleStatus(context, request, id, form);
    case "delete":
      return deleteAlbum(context, request, id);
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

/** The album page's actions: details (publication included), track order, status, delete. */
export async function albumPageAction(context: AppLoadContext, request: Request, id: string) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "update": {
      const parsed = parseForm(updateAlbumForm, form);
      if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
      const body = updateAlbumBody(parsed.data);
      const result = await apiPost(context, request, "POST /creator/music-albums/update/{id}", {
        params: { id },
        body,
      });
      if (!result.ok) return actionError(result, intent);
      return actionOk(result.msg ?? ALBUM_MESSAGES.update, intent);
    }
    case "order": {
      const trackIds = form.getAll("track_ids").filter((v): v is string => typeof v === "string" && v !== "");
      const result = await apiPost(context, request, "POST /creator/music-albums/tracks/{id}", {
        params: { id },
        body: { track_ids: trackIds },
      });
      if (!result.ok) return actionError(result, intent);
      return actionOk(result.msg ?? ALBUM_MESSAGES.order, intent);
    }
    case "status":
      return toggleStatus(context, request, id, form);
    case "delete":
      // The page toasts the message and leaves for the list (its row is gone).
      return deleteAlbum(context, request, id);
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}
