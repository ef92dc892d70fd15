import type { ReactNode } from "react";
import type { Advert, Page } from "../../lib/api/contract";
import { PageHead } from "../widgets/page-head";
import { EmptyState, LoadingRegion } from "../widgets/states";
import { AdvertSlot } from "./advert-slot";
import { ListPagination } from "./list-pagination";
import { CardGrid } from "./media-card";

export interface GridListPageProps<T> {
  title: string;
  text: string;
  list: Page<T>;
  adverts?: readonly Advert[];
  emptyTitle: string;
  emptyText: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** A paginated grid of cards (albums, artists, streams) with advert, empty state and pagination bar. */
export function GridListPage<T>({
  title,
  text,
  list,
  adverts,
  emptyTitle,
  emptyText,
  renderItem,
}: GridListPageProps<T>) {
  return (
    <div className="stack stack--wide">
      <PageHead title={title} text={text} />
      {adverts ? <AdvertSlot adverts={adverts} /> : null}
      <LoadingRegion>
        {list.data.length ? (
          <CardGrid label={title}>{list.data.map(renderItem)}</CardGrid>
        ) : (
          <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
        )}
      </LoadingRegion>
      <ListPagination page={list} label={`${title} pages`} />
    </div>
  );
}
