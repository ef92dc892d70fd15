import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PlaylistView } from "../components/catalogue/playlist-view";
import { errorTitle } from "../components/status-page";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { apiGet } from "../lib/signed-in-calls.server";

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageTitle(error ? errorTitle(error) : (data?.playlist.title ?? "Playlist"));

/** The library's view of one playlist (`?id=`); without an id there is nothing to show but the list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get("id")?.trim();
  if (!id) throw redirect("/library/manage-playlists");
  const playlist = await apiGet(context, request, "GET /user/global/playlists/{id}", { params: { id: id } });
  return { playlist };
}

export default function LibraryPlaylistDetails() {
  const { playlist } = useLoaderData<typeof loader>();
  return <PlaylistView playlist={playlist} />;
}

export const ErrorBoundary = PageError;
