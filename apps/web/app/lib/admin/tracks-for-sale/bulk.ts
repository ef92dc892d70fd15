// Bulk approve: the api approves one listing per call, so the action approves each selected id and this
// sums the answers up in one sentence, toasted once (not one toast per row). Pure.
import type { ActionResult } from "../../api/failure";

/** One id's answer: the api's own success or refusal sentence. */
export interface BulkAnswer {
  id: string;
  ok: boolean;
  msg?: string | undefined;
}

export interface BulkApproveSummary {
  /** True only when every listing was approved (a success toast); else an error toast. */
  ok: boolean;
  msg: string;
  approved: string[];
  failed: { id: string; msg: string }[];
}

/** What the `bulk-approve` action answers: the usual result, and which ids went through or not. */
export type BulkApproveResult = ActionResult & Pick<BulkApproveSummary, "approved" | "failed">;

/**
 * The bulk bar's lasting line after an answer (the toast goes away).
 *
 * @example bulkOutcomeLine({ approved: ["a", "b"], failed: [{ id: "c", msg: "…" }] }) // "2 approved, 1 failed."
 */
export function bulkOutcomeLine(result: Pick<BulkApproveSummary, "approved" | "failed">): string {
  if (result.failed.length === 0) return `${result.approved.length} approved.`;
  return `${result.approved.length} approved, ${result.failed.length} failed.`;
}

const APPROVED = "Track for sale approved";
const REFUSED = "The music service could not answer.";

/**
 * @example summariseBulkApprove([{ id: "a", ok: true }, { id: "b", ok: false, msg: "Track for sale not found" }])
 * // { ok: false, msg: "1 of 2 approved. 1 failed: Track for sale not found", approved: ["a"], failed: [...] }
 */
export function summariseBulkApprove(answers: readonly BulkAnswer[]): BulkApproveSummary {
  const approved = answers.filter((a) => a.ok).map((a) => a.id);
  const failed = answers.filter((a) => !a.ok).map((a) => ({ id: a.id, msg: a.msg ?? REFUSED }));
  const total = answers.length;
  if (failed.length === 0) {
    // One listing reads exactly as the api says it; several are counted.
    const msg = total === 1 ? (answers[0]?.msg ?? APPROVED) : `${total} tracks for sale approved`;
    return { ok: true, msg, approved, failed };
  }
  const first = failed[0]?.msg ?? REFUSED;
  const msg =
    total === 1 ? first : `${approved.length} of ${total} approved. ${failed.length} failed: ${first}`;
  return { ok: false, msg, approved, failed };
}

/**
 * `run` over `items`, at most `size` at a time, answers in the items' order: a page of approvals does not
 * open fifty api calls at once.
 */
export async function inPool<T, R>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return out;
}
