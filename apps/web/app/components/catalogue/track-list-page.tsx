import type { ReactNode } from "react";
import type { Advert, Page, Track } from "../../lib/api/contract";
import { PageHead } from "../widgets/page-head";
import { EmptyState, LoadingRegion } from "../widgets/states";
import { AdvertSlot } from "./advert-slot";
import { ListPagination } from "./list-pagination";
import { TrackTable } from "./track-table";

export interface TrackListPageProps {
  title: string;
  text: string;
  tracks: Page<Track>;
  adverts?: readonly Advert[];
  emptyTitle: string;
  emptyText: ReactNode;
  /** Controls next to the heading (sort, filters). */
  controls?: ReactNode;
}

/** A paginated track list page: heading, advert, the table (or empty state) and the pagination bar. */
export function TrackListPage({
  title,
  text,
  tracks,
  adverts,
  emptyTitle,
  emptyText,
  controls,
}: TrackListPageProps) {
  return (
    <div className="stack stack--wide">
      <PageHead title={title} text={text}>
        {controls}
      </PageHead>
      {adverts ? <AdvertSlot adverts={adverts} /> : null}
      <LoadingRegion>
        {tracks.data.length ? (
          <TrackTable tracks={tracks.data} caption={title} firstNumber={tracks.from ?? 1} />
        ) : (
          <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
        )}
      </LoadingRegion>
      <ListPagination page={tracks} label={`${title} pages`} />
    </div>
  );
}
