// The beat market's loaders: the list (beats under the URL's filters with the genre and mood lookups, or
// My licences) and a beat's page (each tier's availability for this buyer). The layout's guard has
// already refused a listener (403, with the free Artist upgrade offered).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BeatAvailability, LookupRef, MarketBeatPage, MyLicencePage } from "../api/contract";
import { firstFieldError } from "../api/envelope";
import { failureResponse } from "../api/failure";
import { apiGet, apiGetOptional, apiGetResult } from "../signed-in-calls.server";
import { LICENCES_PER_PAGE, type MarketFilters, marketApiQuery, readMarketFilters } from "./market-filters";

export type MarketListData =
  | { view: "licences"; filters: MarketFilters; licences: MyLicencePage }
  | {
      view: "beats";
      filters: MarketFilters;
      /** Null when the api refused the filters (`refused` says why, in place of the grid). */
      page: MarketBeatPage | null;
      refused: string | null;
      genres: LookupRef[];
      moods: LookupRef[];
    };

export async function loadMarketList(context: AppLoadContext, request: Request): Promise<MarketListData> {
  const filters = readMarketFilters(new URL(request.url).searchParams);
  if (filters.view === "licences") {
    const licences = await apiGet(context, request, "GET /creator/beat-tracks/licences", {
      query: { page: String(filters.page), per_page: String(LICENCES_PER_PAGE) },
    });
    return { view: "licences", filters, licences };
  }
  const [result, lookups] = await Promise.all([
    apiGetResult(context, request, "GET /creator/beat-tracks/marketplace", {
      query: marketApiQuery(filters),
    }),
    // Without the lookups the genre and mood filters are left out; the market still shows.
    apiGetOptional(context, request, "GET /creator/music-lookups"),
  ]);
  if (!result.ok && result.status !== 422) throw failureResponse(result);
  return {
    view: "beats",
    filters,
    page: result.ok ? result.data : null,
    refused: result.ok
      ? null
      : (firstFieldError(result.fieldErrors) ?? result.msg ?? "These filters cannot be used."),
    genres: lookups?.genres ?? [],
    moods: lookups?.moods ?? [],
  };
}

/** A beat's page: each tier's price and availability for this buyer (404 for a beat that is not there). */
export async function loadBeatPage(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<{ availability: BeatAvailability }> {
  const availability = await apiGet(
    context,
    request,
    "GET /creator/beat-tracks/marketplace/check-availability/{id}",
    {
      params: { id },
    },
  );
  return { availability };
}
