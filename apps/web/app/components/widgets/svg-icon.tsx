// The one base for every inline icon (shell, catalogue, player): a 24×24 stroke drawing in currentColor, so
// icons follow the theme. Decorative (aria-hidden, not focusable): the controls carry the accessible names.
import type { ReactNode } from "react";

export function SvgIcon({
  children,
  size = 20,
  fill = "none",
}: {
  children: ReactNode;
  size?: number;
  fill?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The heart outline shared by the catalogue's like toggle and the player's like button. */
export const HEART_PATH =
  "M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z";
