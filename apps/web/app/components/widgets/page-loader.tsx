import { Spinner, type SpinnerColor, type SpinnerSize } from "./spinner";

export interface PageLoaderProps {
  size?: SpinnerSize;
  color?: SpinnerColor;
  text?: string;
  /** Cover the nearest positioned ancestor instead of taking its own 200px block. */
  overlay?: boolean;
  className?: string;
}

/**
 * Spec §2 page loader: spinner and 'Loading data...' by default, at least 200px tall. It is a polite live
 * region (role="status") so the text is announced without stealing focus.
 *
 * @example
 * {navigation.state === "loading" ? <PageLoader size="lg" color="secondary" /> : <Table rows={rows} />}
 */
export function PageLoader({
  size = "md",
  color = "primary",
  text = "Loading data...",
  overlay = false,
  className,
}: PageLoaderProps) {
  const classes = ["ngw-page-loader", overlay ? "ngw-page-loader--overlay" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes} role="status" aria-live="polite" data-size={size} data-color={color}>
      <Spinner size={size} color={color} />
      <span className="ngw-page-loader__text">{text}</span>
    </div>
  );
}
