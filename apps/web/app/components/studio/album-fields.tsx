// The album's editable fields, shared by the "New album" dialog and the album page's details form, so
// both ask the same things in the same words. Field errors come from the shared schema (before posting)
// or from the api's 422 (after), under the same names.
import type { CreatorAlbum, FieldErrors } from "../../lib/api/contract";
import { ALBUM_DESCRIPTION_MAX, ALBUM_TITLE_MAX } from "../../lib/studio/album-form";
import { Field, TextAreaField } from "../form";
import { SelectField } from "../select-field";

export const VISIBILITY_OPTIONS = [
  { value: "public", label: "Public: anyone can find it once published" },
  { value: "private", label: "Private: only you" },
] as const;

export interface AlbumFieldsProps {
  album?: CreatorAlbum;
  errors: FieldErrors | undefined;
  /** Genres to choose from; the album's own genre is always offered. */
  genres?: readonly { id: string; title: string }[];
  /** Distinguishes the ids when the dialog and the page form are both in the document. */
  idPrefix: string;
}

/** Title, description, release date, genre and visibility. */
export function AlbumFields({ album, errors, genres = [], idPrefix }: AlbumFieldsProps) {
  const genreOptions = [...genres];
  if (album?.genre && !genreOptions.some((g) => g.id === album.genre?.id)) genreOptions.unshift(album.genre);
  return (
    <>
      <Field
        id={`${idPrefix}-title`}
        name="title"
        label="Title"
        defaultValue={album?.title ?? ""}
        maxLength={ALBUM_TITLE_MAX}
        required
        errors={errors}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        name="description"
        label="Description"
        maxLength={ALBUM_DESCRIPTION_MAX}
        defaultValue={album?.description ?? ""}
        errors={errors}
      />
      <Field
        id={`${idPrefix}-release-date`}
        name="release_date"
        label="Release date"
        type="date"
        defaultValue={album?.release_date ?? ""}
        errors={errors}
      />
      <SelectField
        id={`${idPrefix}-genre_id`}
        name="genre_id"
        label="Genre"
        defaultValue={album?.genre?.id ?? ""}
        placeholder="No genre"
        options={genreOptions.map((g) => ({ value: g.id, label: g.title }))}
        errors={errors}
      />
      <SelectField
        id={`${idPrefix}-visibility`}
        name="visibility"
        label="Visibility"
        defaultValue={album?.visibility ?? "public"}
        options={VISIBILITY_OPTIONS}
        errors={errors}
      />
    </>
  );
}
