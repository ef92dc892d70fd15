import { Link, useLocation, useNavigate } from "@remix-run/react";
import type { Page } from "../../lib/api/contract";
import { pageHref } from "../../lib/catalogue/query";
import { type PageLinkProps, PaginationBar } from "../widgets/pagination-bar";

/** The widget's links as Remix links, so paging is a client navigation (and still a real link before JS). */
function PageLink({ href, ...rest }: PageLinkProps) {
  return <Link to={href} preventScrollReset={false} {...rest} />;
}

/**
 * The PaginationBar driven by the api's paginator and `?page=` (other parameters kept). Hidden when the
 * whole list fits on one page.
 */
export function ListPagination({ page, label }: { page: Page<unknown>; label?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  if (page.last_page <= 1 && page.current_page <= 1) return null;
  return (
    <PaginationBar
      meta={page}
      label={label ?? "Pages"}
      getPageHref={(p) => pageHref(location.search, p)}
      LinkComponent={PageLink}
      onPageChange={(p) => navigate(pageHref(location.search, p))}
    />
  );
}
