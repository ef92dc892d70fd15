// The pagination bar's links inside the Remix app: client-side navigation that keeps the scroll position,
// so paging a list does not jump to the top of the page.
import { Link } from "@remix-run/react";
import { forwardRef } from "react";
import type { PageLinkProps } from "./pagination-bar";

export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} preventScrollReset {...rest} />;
});
