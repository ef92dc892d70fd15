import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdvertSlot } from "../components/catalogue/advert-slot";
import { GroupSections, hasAnyGroup } from "../components/catalogue/summary-sections";
import { PageHead } from "../components/widgets/page-head";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pageTitle } from "../lib/meta";
import { apiGet, apiGetOptional } from "../lib/signed-in-calls.server";

export const meta: MetaFunction = () => pageTitle("What's trending");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [trending, adverts] = await Promise.all([
    apiGet(context, request, "GET /user/global/trending"),
    apiGetOptional(context, request, "GET /user/global/adverts", { query: { per_page: 3 } }),
  ]);
  return { trending, adverts: adverts?.data ?? [] };
}

export default function WhatsTrending() {
  const { trending, adverts } = useLoaderData<typeof loader>();
  return (
    <div className="stack stack--wide">
      <PageHead title="What's trending" text="What listeners are playing this week." />
      <AdvertSlot adverts={adverts} />
      <LoadingRegion>
        {hasAnyGroup(trending) ? (
          <GroupSections
            groups={trending}
            more={{
              tracks: "/music/trending",
              albums: "/music/popular-albums",
              artists: "/artists",
              nonstops: "/nonstop-music",
            }}
          />
        ) : (
          <EmptyState title="Nothing is trending yet">Trends appear here as listeners play music.</EmptyState>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
