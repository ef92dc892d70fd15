// The song's own fields (title, language, genre, mood, description, lyrics), shared by the "New song"
// editor and the song page's: labelled inputs that show the first message for their field, the web's
// schema's before posting or the api's 422 after. The lyrics count their characters as they are typed.
import { useState } from "react";
import type { FieldErrors, WrittenSong } from "../../../lib/api/contract";
import { DESCRIPTION_MAX, LANGUAGE_MAX, LYRICS_MAX, TITLE_MAX } from "../../../lib/songs/writer-form";
import type { SongOptions } from "../../../lib/songs/writer-page-data";
import { Field, TextAreaField } from "../../form";
import { GenreMoodSelects } from "../../lookup-selects";

const count = (n: number) => n.toLocaleString("en-US");

export function SongFields({
  song,
  options,
  errors,
  idPrefix,
}: {
  song?: WrittenSong | undefined;
  options: SongOptions;
  errors: FieldErrors | undefined;
  idPrefix: string;
}) {
  const [length, setLength] = useState(song?.lyrics.length ?? 0);
  return (
    <div className="stack">
      <div className="studio-fields">
        <Field
          id={`${idPrefix}-title`}
          name="title"
          label="Title"
          defaultValue={song?.title ?? ""}
          required
          maxLength={TITLE_MAX}
          errors={errors}
        />
        <Field
          id={`${idPrefix}-language`}
          name="language"
          label="Language"
          defaultValue={song?.language ?? ""}
          required
          maxLength={LANGUAGE_MAX}
          hint="The lyrics' language, e.g. English, Swahili, Luganda."
          errors={errors}
        />
        <GenreMoodSelects idPrefix={idPrefix} options={options} current={song} errors={errors} />
      </div>
      <TextAreaField
        id={`${idPrefix}-lyrics`}
        name="lyrics"
        label="Lyrics"
        defaultValue={song?.lyrics ?? ""}
        required
        maxLength={LYRICS_MAX}
        rows={12}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        hint={`${count(length)} of ${count(LYRICS_MAX)} characters. Buyers read the first four lines until they buy it.`}
        errors={errors}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        name="description"
        label="Description"
        defaultValue={song?.description ?? ""}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        errors={errors}
      />
    </div>
  );
}
