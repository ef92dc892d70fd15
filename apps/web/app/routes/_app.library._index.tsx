import { redirect } from "@remix-run/cloudflare";

/** /library opens on the playlists tab. */
export function loader() {
  return redirect("/library/manage-playlists");
}
