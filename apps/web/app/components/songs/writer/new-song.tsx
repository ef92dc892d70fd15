// "New song": the editor in its panel above the list (widgets/create-panel). A new song is not offered
// for sale; on success the writer lands on its page.
import { useNavigate } from "@remix-run/react";
import type { SongOptions } from "../../../lib/songs/writer-page-data";
import { SONGS_PAGES } from "../../../lib/songs/writer-paths";
import { CreatePanel } from "../../widgets/create-panel";
import { SongForm } from "./song-form";

export function NewSongPanel({
  id,
  options,
  action,
  onClose,
}: {
  id: string;
  options: SongOptions;
  action: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <CreatePanel
      id={id}
      title="New song"
      note="It is not for sale until you offer it; offering it sends it for review."
    >
      <SongForm
        intent="create"
        action={action}
        options={options}
        submitLabel="Create song"
        // The new song's page replaces the list (and the editor with it).
        onDone={(result) => (result.id ? navigate(SONGS_PAGES.song(result.id)) : onClose())}
      >
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </SongForm>
    </CreatePanel>
  );
}
