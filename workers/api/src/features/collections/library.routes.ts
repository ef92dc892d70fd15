import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { assertEmailVerified, currentAuth } from "../../kit/auth";
import { bearer, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../kit/openapi";
import { pageQuerySchema, toPage } from "../../kit/pagination";
import { idParam } from "../../kit/params";
import { createRouter } from "../../kit/router";
import { viewContextOf } from "../catalogue";
import { CreateBody, Deleted, ReorderBody, TrackBody, UpdateBody } from "./library.contract";
import {
  addTrack,
  createPlaylist,
  deletePlaylist,
  findOwnPlaylist,
  removeTrack,
  reorderTracks,
  updatePlaylist,
} from "./library.service";
import { loadPlaylistViews } from "./playlist-views";
import { PlaylistPage, playlistViewSchema } from "./playlists.contract";
import { listMyPlaylists } from "./playlists.service";

const tags = ["Library"];
/** Loads one of the caller's own playlists (404 for anyone else's, like a missing one). */
const ownPlaylist = (c: Context<AppEnv>, id: string) => findOwnPlaylist(c.var.db, currentAuth(c), id);

/** The listener's own playlists (spec §7 "manage playlists"). */
export const libraryRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/playlists",
      tags,
      summary: "My playlists, most recently changed first",
      security: bearer,
      request: { query: pageQuerySchema },
      responses: {
        200: jsonResponse(PlaylistPage, "A page of playlists"),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const { page, per_page } = c.req.valid("query");
      const { items, total } = await listMyPlaylists(ctx, page, per_page);
      return c.json({ data: toPage(items, { page, perPage: per_page, total }) }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/playlists/create",
      tags,
      summary: "Create a playlist (private unless made public; public needs a verified e-mail)",
      security: bearer,
      request: { body: jsonBody(CreateBody) },
      responses: { 201: jsonResponse(playlistViewSchema, "Created"), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const body = c.req.valid("json");
      if (body.visibility === "public") assertEmailVerified(currentAuth(c));
      const id = await createPlaylist(ctx.db, ctx.viewerId, body);
      const [view] = await loadPlaylistViews(ctx, [id]);
      return c.json({ data: view!, msg: "Playlist created." }, 201);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/playlists/update/{id}",
      tags,
      summary: "Rename a playlist, change its description or visibility (public needs a verified e-mail)",
      security: bearer,
      request: { params: idParam, body: jsonBody(UpdateBody) },
      responses: {
        200: jsonResponse(playlistViewSchema, "Updated"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const body = c.req.valid("json");
      // Publishing reaches every listener, so it waits for a verified e-mail (kit/auth).
      if (body.visibility === "public") assertEmailVerified(currentAuth(c));
      const playlist = await ownPlaylist(c, c.req.valid("param").id);
      await updatePlaylist(ctx.db, playlist.id, body);
      const [view] = await loadPlaylistViews(ctx, [playlist.id]);
      return c.json({ data: view!, msg: "Playlist updated." }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/playlists/delete/{id}",
      tags,
      summary: "Delete a playlist",
      security: bearer,
      request: { params: idParam },
      responses: { 200: jsonResponse(Deleted, "Deleted"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const playlist = await ownPlaylist(c, c.req.valid("param").id);
      await deletePlaylist(c.var.db, playlist.id);
      return c.json({ data: null, msg: "Playlist deleted." }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/playlists/tracks/add/{id}",
      tags,
      summary: "Append a track to a playlist",
      security: bearer,
      request: { params: idParam, body: jsonBody(TrackBody) },
      responses: { 200: jsonResponse(playlistViewSchema, "Added"), ...errorResponses(401, 404, 409, 422) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const id = await addTrack(
        ctx.db,
        currentAuth(c),
        c.req.valid("param").id,
        c.req.valid("json").track_id,
      );
      const [view] = await loadPlaylistViews(ctx, [id]);
      return c.json({ data: view!, msg: "Added to the playlist." }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/playlists/tracks/remove/{id}",
      tags,
      summary: "Remove a track from a playlist",
      security: bearer,
      request: { params: idParam, body: jsonBody(TrackBody) },
      responses: { 200: jsonResponse(playlistViewSchema, "Removed"), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const playlist = await ownPlaylist(c, c.req.valid("param").id);
      await removeTrack(ctx.db, playlist.id, c.req.valid("json").track_id);
      const [view] = await loadPlaylistViews(ctx, [playlist.id]);
      return c.json({ data: view!, msg: "Removed from the playlist." }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/playlists/tracks/reorder/{id}",
      tags,
      summary: "Put a playlist's tracks in a new order (exactly its current tracks)",
      security: bearer,
      request: { params: idParam, body: jsonBody(ReorderBody) },
      responses: { 200: jsonResponse(playlistViewSchema, "Reordered"), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const ctx = viewContextOf(c);
      const playlist = await ownPlaylist(c, c.req.valid("param").id);
      await reorderTracks(ctx.db, playlist.id, c.req.valid("json").track_ids);
      const [view] = await loadPlaylistViews(ctx, [playlist.id]);
      return c.json({ data: view!, msg: "Playlist reordered." }, 200);
    },
  );
