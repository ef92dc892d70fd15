import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PlaylistView } from "../components/catalogue/playlist-view";
import { errorTitle } from "../components/status-page";
import { PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { apiGet } from "../lib/signed-in-calls.server";

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageTitle(error ? errorTitle(error) : (data?.playlist.title ?? "Playlist"));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const playlist = await apiGet(context, request, "GET /user/global/playlists/{id}", {
    params: { id: params.id ?? "" },
  });
  return { playlist };
}

export default function PlaylistDetails() {
  const { playlist } = useLoaderData<typeof loader>();
  return <PlaylistView playlist={playlist} />;
}

export const ErrorBoundary = PageError;
