import { useEffect, useRef, useState } from "react";
import { coverSources } from "../../lib/catalogue/cover-sources";
import { coverSrc } from "../../lib/catalogue/placeholder";

export interface CoverImageProps {
  src: string | null | undefined;
  /** Empty for a decorative cover next to its title (the usual case); a description otherwise. */
  alt?: string;
  size?: "sm" | "md" | "lg" | "fill";
  round?: boolean;
  className?: string;
  /**
   * The page's largest image (a details page's cover, its LCP element): fetched at high priority instead
   * of waiting behind the scripts until layout shows it is in view.
   */
  priority?: boolean;
  /**
   * "lazy" for a cover in a long list below the first screenful (`listLoading`): fetched only as it
   * scrolls near, instead of competing with the page's scripts on a slow network.
   */
  loading?: "lazy" | "eager";
}

/** Rows of a list a phone shows on its first screen, give or take: their covers load at once. */
export const FIRST_SCREEN_ROWS = 10;

/** The `loading` of the cover of a list's row `index` (0-based). */
export function listLoading(index: number): "lazy" | "eager" {
  return index < FIRST_SCREEN_ROWS ? "eager" : "lazy";
}

/** How wide each size is laid out (styles/catalogue.css `.cat-cover--*`, `.cat-grid`), for `sizes`. */
const LAID_OUT: Record<NonNullable<CoverImageProps["size"]>, string> = {
  sm: "40px",
  md: "72px",
  lg: "clamp(140px, 30vw, 220px)",
  fill: "(max-width: 420px) 50vw, 240px",
};

// Lower-case: React 18 passes an unknown lower-case attribute through as is, without a warning.
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * A cover that replaces a broken image once by the placeholder (spec §8). A raster cover lists the api's
 * narrower copies (lib/catalogue/cover-sources.ts), so a list fetches a 96 px image, not the upload.
 * An image that failed before hydration fired its error event before React listened, so the effect also
 * checks `complete` with no natural width; a lazy image not fetched yet is not `complete`, so it is not
 * taken for a broken one.
 *
 * @example
 * <CoverImage src={trackCover(track)} size="sm" />
 */
export function CoverImage({
  src,
  alt = "",
  size = "md",
  round = false,
  className,
  priority = false,
  loading = "eager",
}: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A new src gets its own chance.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the src changes.
  useEffect(() => setFailed(false), [src]);
  useEffect(() => {
    const img = ref.current;
    if (img && src && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  const classes = ["cat-cover", `cat-cover--${size}`, round ? "cat-cover--round" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <img
      ref={ref}
      className={classes}
      {...coverSources(coverSrc(src, failed), LAID_OUT[size])}
      alt={alt}
      decoding="async"
      {...(priority ? HIGH_PRIORITY : loading === "lazy" ? { loading } : {})}
      data-placeholder={!src || failed ? "true" : undefined}
      onError={() => setFailed(true)}
    />
  );
}
