// "New beat": the create form in its panel above the list (widgets/create-panel). A new beat is
// unpublished; on success the producer lands on its page.
import { useNavigate } from "@remix-run/react";
import type { BeatOptions } from "../../lib/beats/page-data";
import { BEATS_PAGES } from "../../lib/beats/paths";
import { CreatePanel } from "../widgets/create-panel";
import { BeatForm } from "./beat-form";

export function NewBeatPanel({
  id,
  options,
  onClose,
}: {
  id: string;
  options: BeatOptions;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <CreatePanel
      id={id}
      title="New beat"
      note="It stays unpublished until you publish it; publishing sends it for review."
    >
      <BeatForm
        intent="create"
        action={BEATS_PAGES.manager}
        options={options}
        submitLabel="Create beat"
        // The new beat's page replaces the list (and the form with it).
        onDone={(result) => (result.id ? navigate(BEATS_PAGES.beat(result.id)) : onClose())}
      >
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </BeatForm>
    </CreatePanel>
  );
}
