// A filter form's URL: only the filters that are set, trimmed, so an empty field never lands in the URL
// (the loaders and the pagination links then read the same, short query).

/**
 * @example filledParams(new FormData(form)).toString() // "status=1&q=kuno"
 */
export function filledParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
  }
  return params;
}
