// The queue's two dialogs, one zod schema each, read by the dialog (checked before it is sent) and by the
// route's action (what the api receives). The rules and messages are the api's (beats/listings.contract):
// a rejection needs the reason the seller reads; an edit changes the listing's own title and description.
import { z } from "zod";
import type { ModerateTrackForSaleBody, UpdateTrackForSaleBody } from "../../api/contract";

export const REASON_MAX = 500;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const REASON_REQUIRED = "Say why it is rejected: the seller reads it.";

export const rejectForm = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, REASON_REQUIRED)
    .max(REASON_MAX, "The reason is at most 500 characters."),
});

export const editForm = z.object({
  title: z
    .string({ error: "The title is required." })
    .trim()
    .min(1, "The title is required.")
    .max(TITLE_MAX, "The title is at most 120 characters."),
  // A blank description clears it (null), as the api stores "none".
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, "The description is at most 2,000 characters.")
    .optional()
    .transform((value) => (value ? value : null)),
});

export const approveBody = (): ModerateTrackForSaleBody => ({ is_approved: true });

export function rejectBody(data: z.output<typeof rejectForm>): ModerateTrackForSaleBody {
  return { is_approved: false, reason: data.reason };
}

export function editBody(data: z.output<typeof editForm>): UpdateTrackForSaleBody {
  return { title: data.title, description: data.description };
}
