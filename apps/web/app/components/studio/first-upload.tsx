// What a creator with nothing yet sees in place of charts and lists: one clear way to the first upload.
import { Link } from "@remix-run/react";
import { STUDIO_PAGES } from "../../lib/studio/paths";
import { EmptyState } from "../widgets/states";

/** The empty state of the dashboards: no tracks yet, so the next step is the music manager's upload. */
export function FirstUpload({ title = "Upload your first track" }: { title?: string }) {
  return (
    <EmptyState title={title}>
      <p>Your plays, listeners and top countries show here once your music is out.</p>
      <Link className="button button--primary" to={STUDIO_PAGES.musicManager}>
        Go to the music manager
      </Link>
    </EmptyState>
  );
}
