export type SpinnerSize = "sm" | "md" | "lg" | "xl";
export type SpinnerColor = "primary" | "secondary" | "success" | "warning" | "danger";

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Omit to inherit the surrounding text colour (e.g. inside a button). */
  color?: SpinnerColor;
  /**
   * Text for assistive technology. Without it the spinner is decorative (aria-hidden), which is right
   * when the surrounding widget already says what is loading (LoadingButton, PageLoader).
   */
  label?: string;
  className?: string;
}

/**
 * A rotating ring drawn in CSS (widgets.css); slows to a fade under prefers-reduced-motion.
 *
 * @example
 * <Spinner size="lg" color="success" label="Saving" />
 */
export function Spinner({ size = "md", color, label, className }: SpinnerProps) {
  const classes = ["ngw-spinner", `ngw-spinner--${size}`, color ? `ngw-color--${color}` : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  if (!label) return <span className={classes} aria-hidden="true" data-size={size} />;
  return (
    <span className={classes} role="img" aria-label={label} data-size={size}>
      <span className="ngw-visually-hidden">{label}</span>
    </span>
  );
}

/**
 * A spinner in the dialog's box, fixed, where a dialog opens while its code arrives (a LoadingPart's
 * fallback: lib/on-first-use-react.ts), so nothing on the page moves.
 */
export function OpeningDialog() {
  return (
    <div className="ngw-dialog ngw-dialog--opening" role="status" aria-live="polite">
      <Spinner size="sm" />
      Opening...
    </div>
  );
}
