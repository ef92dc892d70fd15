// The genre and mood pick lists of the creator's forms (beats, written songs): each with "None", and the
// item's own choice kept in the list even when the lookups could not be loaded.
import type { FieldErrors, LookupRef } from "../lib/api/contract";
import { SelectField } from "./select-field";
import { FilterSelect } from "./widgets/filter-select";

export const LOOKUPS_MISSING = "The list could not be loaded; the current choice is kept.";

function lookupOptions(options: readonly LookupRef[], current: LookupRef | null | undefined) {
  const listed = current && !options.some((o) => o.id === current.id) ? [current, ...options] : options;
  return listed.map((o) => ({ value: o.id, label: o.title }));
}

/** `genre_id` and `mood_id` selects; `current` is the item being edited (none when creating). */
export function GenreMoodSelects({
  idPrefix,
  options,
  current,
  errors,
}: {
  idPrefix: string;
  options: { genres: readonly LookupRef[]; moods: readonly LookupRef[] };
  current: { genre: LookupRef | null; mood: LookupRef | null } | null | undefined;
  errors: FieldErrors | undefined;
}) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-genre_id`}
        name="genre_id"
        label="Genre"
        placeholder="None"
        {...(current ? { defaultValue: current.genre?.id ?? "" } : {})}
        options={lookupOptions(options.genres, current?.genre)}
        hint={options.genres.length === 0 ? LOOKUPS_MISSING : undefined}
        errors={errors}
      />
      <SelectField
        id={`${idPrefix}-mood_id`}
        name="mood_id"
        label="Mood"
        placeholder="None"
        {...(current ? { defaultValue: current.mood?.id ?? "" } : {})}
        options={lookupOptions(options.moods, current?.mood)}
        hint={options.moods.length === 0 ? LOOKUPS_MISSING : undefined}
        errors={errors}
      />
    </>
  );
}

/** A market's genre and mood filters ("Any genre", "Any mood"); a list that could not be loaded is left out. */
export function GenreMoodFilters({
  genres,
  moods,
  filters,
}: {
  genres: readonly LookupRef[];
  moods: readonly LookupRef[];
  filters: { genre_id: string; mood_id: string };
}) {
  return (
    <>
      {genres.length > 0 ? (
        <FilterSelect
          name="genre_id"
          label="Genre"
          value={filters.genre_id}
          all="Any genre"
          options={genres.map((g) => ({ value: g.id, label: g.title }))}
        />
      ) : null}
      {moods.length > 0 ? (
        <FilterSelect
          name="mood_id"
          label="Mood"
          value={filters.mood_id}
          all="Any mood"
          options={moods.map((m) => ({ value: m.id, label: m.title }))}
        />
      ) : null}
    </>
  );
}
