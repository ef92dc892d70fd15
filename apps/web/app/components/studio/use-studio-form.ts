// A studio form (lib/studio/album-form, track-form): the shared fetcher form, answering with the id of
// what it made (the new album) so the page can open it.
import type { z } from "zod";
import type { ActionResult } from "../../lib/api/failure";
import { useFetcherForm } from "../../lib/use-fetcher-form";

/** An action's answer, possibly with the id of what it made (the new album). */
export type StudioResult = ActionResult & { id?: string };

/** @example const form = useStudioForm(albumForm, { onDone: (r) => navigate(albumPath(r.id)) }); */
export function useStudioForm(
  schema: z.ZodType | null,
  options: { onDone?: (result: StudioResult) => void } = {},
) {
  return useFetcherForm<StudioResult>(schema, options);
}
