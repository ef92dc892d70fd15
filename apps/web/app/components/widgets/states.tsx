// Empty, error and loading states of a page.
import { isRouteErrorResponse, Link, useNavigation, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageLoader } from "./page-loader";

/** Nothing to show (an empty list, no results): a title and an optional hint. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="ngw-empty" role="status">
      <h2 className="ngw-empty__title">{title}</h2>
      {children ? <div className="ngw-muted">{children}</div> : null}
    </div>
  );
}

/**
 * A route's ErrorBoundary inside the app shell: the api's msg (thrown by apiGet as the Response body), with
 * a way back. 404s read as "not found", anything else as a failure to load.
 */
export function PageError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "An unexpected error occurred";
  return (
    <div className="stack" role="alert">
      <div className="page-head">
        <div>
          <h1>{status === 404 ? "Not found" : "This page could not be loaded"}</h1>
          <p>{message}</p>
        </div>
      </div>
      <div className="row">
        <Link className="button button--primary" to=".">
          Try again
        </Link>
        <Link className="button button--ghost" to="/">
          Go to the dashboard
        </Link>
      </div>
    </div>
  );
}

/**
 * A page's content with the loading overlay while a navigation to another page of this list (or another
 * route) is loading, so paging, sorting and searching show progress where the eye is.
 */
export function LoadingRegion({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  // After a POST the router revalidates in the background; only real page loads get the overlay.
  const loading = navigation.state === "loading" && navigation.formMethod?.toUpperCase() !== "POST";
  return (
    <div className="ngw-region" aria-busy={loading || undefined}>
      {children}
      {loading ? <PageLoader overlay size="lg" /> : null}
    </div>
  );
}
