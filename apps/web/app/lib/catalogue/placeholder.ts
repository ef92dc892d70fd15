// The placeholder a broken or missing cover becomes (spec §8). An inline SVG data URI: no request, allowed
// by the CSP's `img-src data:`, and neutral grey so it reads on both themes.
const SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#3a3f55'/>" +
  "<circle cx='32' cy='32' r='14' fill='none' stroke='#a9b0c3' stroke-width='3'/>" +
  "<circle cx='32' cy='32' r='3' fill='#a9b0c3'/></svg>";

export const COVER_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(SVG)}`;

/**
 * The src to show: the placeholder when there is no url or it already failed once. A failing placeholder
 * is never retried (it is a data URI, so it cannot fail the way a remote image does).
 */
export function coverSrc(src: string | null | undefined, failed: boolean): string {
  return !src || failed ? COVER_PLACEHOLDER : src;
}
