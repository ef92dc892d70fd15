// The album page's details form: the shared album fields plus the publication. Publishing is refused by
// the api while the album is empty; that refusal (its own words) shows above the form and as a toast.
import type { CreatorAlbum } from "../../lib/api/contract";
import { firstError } from "../../lib/api/envelope";
import { updateAlbumForm } from "../../lib/studio/album-form";
import { ClientDataInput, FormAlert } from "../form";
import { SelectField } from "../select-field";
import { LoadingButton } from "../widgets/loading-button";
import { AlbumFields } from "./album-fields";
import { useStudioForm } from "./use-studio-form";

export function AlbumDetailsForm({
  album,
  action,
  genres,
}: {
  album: CreatorAlbum;
  action: string;
  genres?: readonly { id: string; title: string }[];
}) {
  const form = useStudioForm(updateAlbumForm);
  const refused = form.result && !form.result.ok ? form.result : undefined;
  // A refusal not tied to a field (publishing an empty album) is said above the form in the api's words.
  const formMessage =
    firstError(form.errors, "_") ??
    (refused && Object.keys(refused.fieldErrors).length === 0 ? refused.msg : undefined);
  return (
    <section className="card" aria-labelledby="album-details-title">
      <h2 id="album-details-title" className="studio-chart__title">
        Details
      </h2>
      <form.fetcher.Form
        method="post"
        action={action}
        noValidate
        onSubmit={form.onSubmit}
        key={album.updated_at}
      >
        <FormAlert message={formMessage} />
        <ClientDataInput />
        <input type="hidden" name="intent" value="update" />
        <AlbumFields idPrefix="album" album={album} errors={form.errors} genres={genres} />
        <SelectField
          id="album-publication"
          name="publication"
          label="Publication"
          defaultValue={album.publication}
          options={[
            { value: "draft", label: "Draft: only you can see it" },
            { value: "published", label: "Published: in the catalogue (when public and active)" },
          ]}
          errors={form.errors}
        />
        <LoadingButton
          type="submit"
          loadingKey="update"
          loading={form.busy ? "update" : null}
          loadingText="Saving..."
        >
          Save details
        </LoadingButton>
      </form.fetcher.Form>
    </section>
  );
}
