// A list page's loader data: one page of a list plus, optionally, a few adverts beside it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Page } from "../api/contract";
import type { AnswerOf, GetEndpoint } from "../api/endpoints";
import { apiGet, apiGetOptional } from "../signed-in-calls.server";
import { listQuery, pageOf } from "./query";

/** The row of a list endpoint's answer, paged or whole. */
type ListRow<E extends GetEndpoint> =
  AnswerOf<E> extends { data: (infer Row)[] } ? Row : AnswerOf<E> extends (infer Row)[] ? Row : never;

/** A GET endpoint answering a list. */
type ListEndpoint = { [E in GetEndpoint]: [ListRow<E>] extends [never] ? never : E }[GetEndpoint];

/**
 * A list page's data: the paginated list at `path` (query from the URL: `?page=` and `allowed` keys) and,
 * when `withAdverts`, a few adverts (optional: a failure leaves them out).
 *
 * @example return loadListPage(context, request, "GET /user/global/albums", { withAdverts: true });
 */
export async function loadListPage<E extends ListEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  options: { allowed?: readonly string[]; withAdverts?: boolean; perPage?: number; whole?: boolean } = {},
) {
  const search = new URL(request.url).searchParams;
  const query = listQuery(search, options.allowed ?? [], options.perPage);
  const [answer, adverts] = await Promise.all([
    // A `whole` list (the top 100) takes no paging parameters; it is paged here.
    // Every list reads `page` and `per_page` (the `allowed` keys are the endpoint's own filters).
    apiGet(context, request, endpoint, ...([options.whole ? {} : { query }] as [never])) as Promise<
      Page<ListRow<E>> | ListRow<E>[]
    >,
    options.withAdverts
      ? apiGetOptional(context, request, "GET /user/global/adverts", { query: { per_page: 3 } })
      : Promise.resolve(null),
  ]);
  // A list the api sends whole (a plain array) is paged here, so every list page reads the same shape.
  const list: Page<ListRow<E>> = Array.isArray(answer)
    ? pageOf(answer, Number(query.page), Number(query.per_page))
    : answer;
  return { list, adverts: adverts?.data ?? [] };
}
