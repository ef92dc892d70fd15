// One page of an admin list, as every list's loader reads it: the view its URL describes
// (lib/admin/table-state) and the api's page under it. A refused query (a bad filter, a bad date) or no
// answer is kept as the api's sentence, shown in place of the table rather than as the error page.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Page } from "../api/contract";
import { NO_ANSWER } from "../api/failure";
import { apiGetResult } from "../signed-in-calls.server";
import {
  readTableState,
  type TablePage,
  type TableSpec,
  type TableState,
  tableApiQuery,
} from "./table-state";

/**
 * `read` gives the state when a list reads its URL more strictly than its spec does (the users' country).
 *
 * @example loadTablePage<AuditEntry>(context, request, ADMIN_API.audit, AUDIT_SPEC)
 */
export async function loadTablePage<T>(
  context: AppLoadContext,
  request: Request,
  listPath: string,
  spec: TableSpec,
  read: (search: URLSearchParams) => TableState = (search) => readTableState(search, spec),
): Promise<TablePage<T>> {
  const state = read(new URL(request.url).searchParams);
  const result = await apiGetResult<Page<T>>(context, request, listPath, tableApiQuery(state));
  if (result.ok) return { state, page: result.data, error: null };
  return { state, page: null, error: result.msg ?? NO_ANSWER };
}
