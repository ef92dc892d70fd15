import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import type { KeepAliveHandle } from "../components/shell/keep-alive-outlet";
import { openUploadPicker } from "../components/studio/drop-zone";
import { ManagerFiltersForm } from "../components/studio/manager-filters";
import { tracksLinks } from "../components/studio/tracks-links";
import { TracksTable } from "../components/studio/tracks-table";
import { UploadPanel } from "../components/studio/upload-panel";
import { PageHead } from "../components/widgets/page-head";
import { PageLink } from "../components/widgets/page-link";
import { PaginationBar } from "../components/widgets/pagination-bar";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { useStickyLoaderData } from "../lib/catalogue/use-sticky-loader-data";
import { pageTitle } from "../lib/meta";
import { isFiltered, managerSearch } from "../lib/studio/manager-query";
import { STUDIO_PAGES } from "../lib/studio/paths";
import { loadManager, type ManagerData, managerAction } from "../lib/studio/tracks.server";

export const meta: MetaFunction = () => pageTitle("Music Manager");
export const links = tracksLinks;
/** Spec §2: kept alive, so uploads under way go on while the creator edits a track's page. */
export const handle: KeepAliveHandle = { keepAlive: true };

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadManager(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return managerAction(context, request);
}

export default function MusicManager() {
  // Sticky: the page stays mounted (hidden) after leaving it, when the router no longer has its data.
  const { page, filters, options } = useStickyLoaderData<ManagerData>();
  const revalidator = useRevalidator();
  const reload = useCallback(() => {
    if (revalidator.state === "idle") revalidator.revalidate();
  }, [revalidator]);
  const action = `${STUDIO_PAGES.musicManager}${managerSearch(filters)}`;
  return (
    <div className="stack stack--wide studio-page">
      <PageHead
        title="Music manager"
        text="Upload tracks, follow them until they are ready, and manage them."
      >
        <button type="button" className="button button--primary" onClick={openUploadPicker}>
          Upload tracks
        </button>
      </PageHead>
      <UploadPanel options={options} onChanged={reload} />
      <ManagerFiltersForm filters={filters} />
      <LoadingRegion>
        {page.total === 0 ? (
          isFiltered(filters) ? (
            <EmptyState title="No tracks match these filters">
              <p>Try other filters, or clear them to see every track.</p>
              <Link to={STUDIO_PAGES.musicManager} className="button button--ghost">
                Clear filters
              </Link>
            </EmptyState>
          ) : (
            <EmptyState title="No tracks yet">
              <p>Upload your first track: drop an audio file above or choose one.</p>
              <button type="button" className="button button--primary" onClick={openUploadPicker}>
                Upload your first track
              </button>
            </EmptyState>
          )
        ) : (
          <div className="stack stack--wide">
            <TracksTable tracks={page.data} action={action} />
            <PaginationBar
              meta={page}
              label="Track pages"
              getPageHref={(p) => managerSearch(filters, p)}
              LinkComponent={PageLink}
            />
          </div>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
