// One page of an admin list, as every list's loader reads it: the view its URL describes
// (lib/admin/table-state) and the api's page under it. A refused query (a bad filter, a bad date) or no
// answer is kept as the api's sentence, shown in place of the table rather than as the error page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Page } from "../api/contract";
import type { AnswerOf, GetEndpoint } from "../api/endpoints";
import type { ApiResult } from "../api/envelope";
import { NO_ANSWER } from "../api/failure";
import { apiGetResult } from "../signed-in-calls.server";
import {
  readTableState,
  type TablePage,
  type TableSpec,
  type TableState,
  tableApiQuery,
} from "./table-state";

/** The row of a paged list endpoint's answer. */
type PageRow<E extends GetEndpoint> = AnswerOf<E> extends { data: (infer Row)[] } ? Row : never;

/**
 * `read` gives the state when a list reads its URL more strictly than its spec does (the users' country).
 *
 * @example loadTablePage(context, request, "GET /admin/audit", AUDIT_SPEC)
 */
export async function loadTablePage<E extends GetEndpoint>(
  context: AppLoadContext,
  request: Request,
  endpoint: E,
  spec: TableSpec,
  read: (search: URLSearchParams) => TableState = (search) => readTableState(search, spec),
): Promise<TablePage<PageRow<E>>> {
  const state = read(new URL(request.url).searchParams);
  // The spec names the list's query parameters; the api refuses one it does not read (a 422 shown in place).
  const input = { query: tableApiQuery(state) };
  const result = (await apiGetResult(context, request, endpoint, ...([input] as [never]))) as ApiResult<
    Page<PageRow<E>>
  >;
  if (result.ok) return { state, page: result.data, error: null };
  return { state, page: null, error: result.msg ?? NO_ANSWER };
}
