import { isRouteErrorResponse, Link } from "@remix-run/react";

const COPY: Record<number, { title: string; text: string }> = {
  403: {
    title: "You don't have access to this page",
    text: "Your account does not have the role this area needs.",
  },
  404: { title: "Page not found", text: "The page you asked for does not exist." },
  503: {
    title: "Service unavailable",
    text: "We could not reach the account service. Please try again shortly.",
  },
};

/** The clear page shown for guard failures (403), unknown routes (404) and server errors. */
export function StatusPage({ status, detail }: { status: number; detail?: string | undefined }) {
  const copy = COPY[status] ?? { title: "Something went wrong", text: "An unexpected error occurred." };
  return (
    <main id="main" className="status-page">
      <p className="status-page__code">{status}</p>
      <h1>{copy.title}</h1>
      <p>{detail ?? copy.text}</p>
      <Link className="button button--primary" to="/">
        Go to the dashboard
      </Link>
    </main>
  );
}

/** Title for a route error, for `meta` functions (which receive the error). */
export function errorTitle(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (COPY[status] ?? { title: "Something went wrong" }).title;
}
