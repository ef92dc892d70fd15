// The tracks-for-sale page's loader and action. The loader reads the queue the URL describes (a refused
// query shown in place of the table, like every admin list); the action takes the rows' forms: `status`,
// `delete`, `update`, `moderate` (approve, or reject with a reason) and `bulk-approve`. The api's `msg` is
// toasted; these sentences are only the fallback when it sends none.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TrackForSale } from "../../api/contract";
import { actionError, actionOk, invalidForm, NO_ANSWER } from "../../api/failure";
import { parseForm } from "../../form-parse";
import { readForm } from "../../read-form.server";
import { apiGetResult, apiPost } from "../../signed-in-calls.server";
import { bulkIds } from "../row-actions.server";
import { readTableState, type TablePage } from "../table-state";
import { type BulkApproveResult, inPool, summariseBulkApprove } from "./bulk";
import { approveBody, editBody, editForm, rejectBody, rejectForm } from "./forms";
import { QUEUE_TABLE, queueApiQuery } from "./queue";

/** How many approvals run at once in a bulk approve. */
const BULK_POOL = 4;

export async function loadQueue(context: AppLoadContext, request: Request): Promise<TablePage<TrackForSale>> {
  const state = readTableState(new URL(request.url).searchParams, QUEUE_TABLE);
  const result = await apiGetResult(context, request, "GET /admin/tracks-for-sale/list", {
    query: queueApiQuery(state),
  });
  if (result.ok) return { state, page: result.data, error: null };
  return { state, page: null, error: result.msg ?? NO_ANSWER };
}

async function bulkApprove(context: AppLoadContext, request: Request, form: FormData) {
  const intent = "bulk-approve";
  const ids = bulkIds(form);
  if (ids.length === 0) {
    return actionError(
      {
        ok: false,
        status: 422,
        code: "VALIDATION_ERROR",
        msg: "Select at least one listing.",
        fieldErrors: {},
      },
      intent,
    );
  }
  const answers = await inPool(ids, BULK_POOL, async (id) => {
    const result = await apiPost(context, request, "POST /admin/tracks-for-sale/moderate/{id}", {
      params: { id },
      body: approveBody(),
    });
    return { id, ok: result.ok, msg: result.msg };
  });
  const summary = summariseBulkApprove(answers);
  const { approved, failed } = summary;
  // A partial failure is still a 200: some rows changed, so the list reloads; `ok: false` toasts it as an error.
  const body: BulkApproveResult = summary.ok
    ? { ok: true, msg: summary.msg, at: Date.now(), intent, approved, failed }
    : {
        ok: false,
        code: "BULK_PARTIAL",
        msg: summary.msg,
        fieldErrors: {},
        at: Date.now(),
        intent,
        approved,
        failed,
      };
  return body;
}

async function moderate(context: AppLoadContext, request: Request, form: FormData, id: string) {
  const intent = "moderate";
  const approving = form.get("is_approved") === "1";
  let body = approveBody();
  if (!approving) {
    const parsed = parseForm(rejectForm, form);
    if (!parsed.ok) return invalidForm(parsed.fieldErrors, intent);
    body = rejectBody(parsed.data);
  }
  const result = await apiPost(context, request, "POST /admin/tracks-for-sale/moderate/{id}", {
    params: { id },
    body,
  });
  if (!result.ok) return actionError(result, intent);
  return actionOk(result.msg ?? `Track for sale ${approving ? "approved" : "rejected"}`, intent);
}

async function update(context: AppLoadContext, request: Request, form: FormData, id: string) {
  const parsed = parseForm(editForm, form);
  if (!parsed.ok) return invalidForm(parsed.fieldErrors, "update");
  const result = await apiPost(context, request, "POST /admin/tracks-for-sale/update/{id}", {
    params: { id },
    body: editBody(parsed.data),
  });
  if (!result.ok) return actionError(result, "update");
  return actionOk(result.msg ?? "Track for sale Updated", "update");
}

export async function queueAction(context: AppLoadContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "bulk-approve") return bulkApprove(context, request, form);
  if (intent === "moderate" && id) return moderate(context, request, form, id);
  if (intent === "update" && id) return update(context, request, form, id);
  if (intent === "status" && id) {
    const status = form.get("status") === "1" ? 1 : 0;
    const result = await apiPost(context, request, "POST /admin/tracks-for-sale/status/{id}", {
      params: { id },
      body: { status },
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? `Track for sale ${status === 1 ? "Activated" : "Deactivated"}`, intent);
  }
  if (intent === "delete" && id) {
    const result = await apiPost(context, request, "POST /admin/tracks-for-sale/delete/{id}", {
      params: { id },
    });
    if (!result.ok) return actionError(result, intent);
    return actionOk(result.msg ?? "Track for sale Deleted", intent);
  }
  throw new Response("Unknown action", { status: 400 });
}
