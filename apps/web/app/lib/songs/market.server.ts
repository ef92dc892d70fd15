// The song market's loaders and its one action, shared by its pages. The list (songs under the URL's
// filters, with the genre and mood lookups), a song's page (with the buyer's own bid), the buyer's deals
// in one state, and one deal. The layout's guard has already refused a listener (403, with the free
// Artist upgrade offered). The action places, changes and withdraws bids and confirms delivery: the calls
// that move money carry the form's Idempotency-Key (lib/wallet/wallet.server), and the api's own
// sentence is the toast.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type {
  BidStatus,
  LookupRef,
  MarketSongDetail,
  MarketSongPage,
  SongBidPage,
  SongDeal,
} from "../api/contract";
import { firstFieldError } from "../api/envelope";
import { failureResponse, invalidForm } from "../api/failure";
import { readPage } from "../catalogue/query";
import { readForm } from "../read-form.server";
import { apiGet, apiGetOptional, apiGetResult } from "../signed-in-calls.server";
import { walletAction } from "../wallet/wallet.server";
import { BID_MAX_CENTS } from "./market-bid";
import { DEALS_PER_PAGE, readSongFilters, type SongFilters, songApiQuery } from "./market-filters";
import { SONG_MARKET_MESSAGES } from "./market-words";

export interface SongMarketData {
  filters: SongFilters;
  /** Null when the api refused the filters (`refused` says why, in place of the grid). */
  page: MarketSongPage | null;
  refused: string | null;
  genres: LookupRef[];
  moods: LookupRef[];
}

export async function loadSongMarket(context: AppLoadContext, request: Request): Promise<SongMarketData> {
  const filters = readSongFilters(new URL(request.url).searchParams);
  const [result, lookups] = await Promise.all([
    apiGetResult(context, request, "GET /creator/songs/marketplace/list", { query: songApiQuery(filters) }),
    // Without the lookups the genre and mood filters are left out; the market still shows.
    apiGetOptional(context, request, "GET /creator/music-lookups"),
  ]);
  if (!result.ok && result.status !== 422) throw failureResponse(result);
  return {
    filters,
    page: result.ok ? result.data : null,
    refused: result.ok
      ? null
      : (firstFieldError(result.fieldErrors) ?? result.msg ?? "These filters cannot be used."),
    genres: lookups?.genres ?? [],
    moods: lookups?.moods ?? [],
  };
}

/** A song's page: the song, the buyer's own bid and whether they may bid (404 for a song not there). */
export async function loadMarketSong(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<{ song: MarketSongDetail }> {
  const song = await apiGet(context, request, "GET /creator/songs/marketplace/{id}", { params: { id } });
  return { song };
}

/** The buyer's deals in one state, newest first, at the URL's `?page=`. */
export async function loadMyDeals(
  context: AppLoadContext,
  request: Request,
  status: Extract<BidStatus, "pending" | "approved" | "completed">,
): Promise<{ deals: SongBidPage }> {
  const page = readPage(new URL(request.url).searchParams, DEALS_PER_PAGE);
  const deals = await apiGet(context, request, "GET /creator/songs/marketplace/my_purchases", {
    query: { status, page: String(page), per_page: String(DEALS_PER_PAGE) },
  });
  return { deals };
}

/** One deal as its buyer reads it: the full lyrics once completed, the demo, the writers' shares. */
export async function loadDeal(
  context: AppLoadContext,
  request: Request,
  id: string,
): Promise<{ deal: SongDeal }> {
  const deal = await apiGet(context, request, "GET /creator/songs/marketplace/get_purchase/{id}", {
    params: { id },
  });
  return { deal };
}

/** The posted amount: whole US cents, as the form's confirmation showed them (null when it is not). */
function postedCents(form: FormData): number | null {
  const text = String(form.get("amount") ?? "");
  if (!/^\d{1,12}$/.test(text)) return null;
  const cents = Number(text);
  return cents >= 1 && cents <= BID_MAX_CENTS ? cents : null;
}

/**
 * The market's action, posted `{ intent, id }` by its forms: `bid` (id: the song; `amount` in US cents
 * and the Idempotency-Key), `raise` (id: the bid; the same), `withdraw` (id: the bid) and `complete`
 * (id: the bid; the Idempotency-Key).
 */
export async function songMarketAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (!id) throw new Response("Missing id", { status: 400 });
  const money = { intent, form, money: true } as const;
  switch (intent) {
    case "bid":
    case "raise": {
      const amount = postedCents(form);
      if (amount === null) return invalidForm({ amount: ["Enter your bid again."] }, intent);
      const body = { amount };
      return intent === "bid"
        ? walletAction(
            context,
            request,
            "POST /creator/songs/marketplace/create_purchase/{id}",
            { params: { id }, body },
            { ...money, done: SONG_MARKET_MESSAGES.bid },
          )
        : walletAction(
            context,
            request,
            "POST /creator/songs/marketplace/update_purchase/{id}",
            { params: { id }, body },
            { ...money, done: SONG_MARKET_MESSAGES.raise },
          );
    }
    case "withdraw":
      // Withdrawing moves no money (the hold is released), so the api asks no Idempotency-Key.
      return walletAction(
        context,
        request,
        "POST /creator/songs/marketplace/delete_purchase/{id}",
        { params: { id } },
        { intent, done: SONG_MARKET_MESSAGES.withdraw },
      );
    case "complete":
      return walletAction(
        context,
        request,
        "POST /creator/songs/marketplace/complete_purchase/{id}",
        { params: { id } },
        { ...money, done: SONG_MARKET_MESSAGES.complete },
      );
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}
