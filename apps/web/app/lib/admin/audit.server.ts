// The audit log page's read: one page under the URL's filters; a refused filter (a bad date) is shown in
// place with the api's sentence.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AuditEntry, Page } from "../api/contract";
import { NO_ANSWER } from "../api/failure";
import { apiGetResult } from "../signed-in-calls.server";
import { AUDIT_SPEC } from "./audit";
import type { LookupListData } from "./lookups";
import { ADMIN_API } from "./paths";
import { readTableState, tableApiQuery } from "./table-state";

export async function loadAudit(
  context: AppLoadContext,
  request: Request,
): Promise<LookupListData<AuditEntry>> {
  const state = readTableState(new URL(request.url).searchParams, AUDIT_SPEC);
  const result = await apiGetResult<Page<AuditEntry>>(
    context,
    request,
    ADMIN_API.audit,
    tableApiQuery(state),
  );
  if (result.ok) return { state, page: result.data, error: null };
  return { state, page: null, error: result.msg ?? NO_ANSWER };
}
