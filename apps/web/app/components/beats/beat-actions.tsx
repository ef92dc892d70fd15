// A beat's publish and feature switches and its delete, from the manager's rows and the beat page. They
// post `{ intent, id, value }` to the route's action (lib/beats/beats.server); the answers toast in the
// api's words. The sixth featured beat is refused (422): the switch says so under itself.
import type { ProducerBeat } from "../../lib/api/contract";
import { ConfirmedDelete, type DeleteResult, FlagSwitch } from "../studio/row-actions";

type BeatRow = Pick<ProducerBeat, "id" | "title" | "is_published" | "is_featured">;

export function PublishSwitch({ beat, action }: { beat: BeatRow; action: string }) {
  return (
    <FlagSwitch
      item={beat}
      on={beat.is_published}
      action={action}
      intent="publish"
      field="value"
      name="Published"
      labels={["Published", "Unpublished"]}
    />
  );
}

export function FeatureSwitch({ beat, action }: { beat: BeatRow; action: string }) {
  return (
    <FlagSwitch
      item={beat}
      on={beat.is_featured}
      action={action}
      intent="feature"
      field="value"
      name="Featured"
      labels={["Featured", "Not featured"]}
    />
  );
}

/**
 * Deleting a beat nobody bought removes it; one with buyers is only unpublished (their licences stay
 * valid). The question says both; the answer's toast says which happened.
 */
export function DeleteBeatButton({
  beat,
  action,
  onDeleted,
}: {
  beat: Pick<ProducerBeat, "id" | "title">;
  action: string;
  onDeleted?: (result: DeleteResult) => void;
}) {
  return (
    <ConfirmedDelete
      item={beat}
      action={action}
      question={`Delete “${beat.title}”?`}
      consequence="A beat nobody has bought is removed with its listing; this cannot be undone. If anyone bought a licence, the beat is only unpublished, and buyers keep their licences."
      confirmLabel="Delete beat"
      {...(onDeleted ? { onDeleted } : {})}
    />
  );
}
