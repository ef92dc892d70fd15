// A list page's loader data: one page of a list plus, optionally, a few adverts beside it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Advert, Page } from "../api/contract";
import { apiGet, apiGetOptional } from "../signed-in-calls.server";
import { listQuery, pageOf } from "./query";

/**
 * A list page's data: the paginated list at `path` (query from the URL: `?page=` and `allowed` keys) and,
 * when `withAdverts`, a few adverts (optional: a failure leaves them out).
 *
 * @example return loadListPage<Album>(context, request, "/user/global/albums", { withAdverts: true });
 */
export async function loadListPage<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
  options: { allowed?: readonly string[]; withAdverts?: boolean; perPage?: number; whole?: boolean } = {},
) {
  const search = new URL(request.url).searchParams;
  const query = listQuery(search, options.allowed ?? [], options.perPage);
  const [answer, adverts] = await Promise.all([
    // A `whole` list (the top 100) takes no paging parameters; it is paged here.
    apiGet<Page<T> | T[]>(context, request, path, options.whole ? {} : query),
    options.withAdverts
      ? apiGetOptional<Page<Advert>>(context, request, "/user/global/adverts", { per_page: "3" })
      : Promise.resolve(null),
  ]);
  // A list the api sends whole (a plain array) is paged here, so every list page reads the same shape.
  const list: Page<T> = Array.isArray(answer)
    ? pageOf(answer, Number(query.page), Number(query.per_page))
    : answer;
  return { list, adverts: adverts?.data ?? [] };
}
