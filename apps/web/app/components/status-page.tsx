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

/**
 * The clear page shown for guard failures (403), unknown routes (404) and server errors. Inside the app
 * shell it is the content of the shell's `<main>`; `standalone` (the root error boundary, which has no
 * shell) makes it the page's one `<main id="main">` itself, so every page has exactly one main landmark.
 */
export function StatusPage({
  status,
  detail,
  standalone = false,
}: {
  status: number;
  detail?: string | undefined;
  standalone?: boolean;
}) {
  const copy = COPY[status] ?? { title: "Something went wrong", text: "An unexpected error occurred." };
  const content = (
    <>
      <p className="status-page__code">{status}</p>
      <h1>{copy.title}</h1>
      <p>{detail ?? copy.text}</p>
      <Link className="button button--primary" to="/">
        Go to the dashboard
      </Link>
    </>
  );
  return standalone ? (
    <main id="main" className="status-page">
      {content}
    </main>
  ) : (
    <div className="status-page">{content}</div>
  );
}

/** Title for a route error, for `meta` functions (which receive the error). */
export function errorTitle(error: unknown): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (COPY[status] ?? { title: "Something went wrong" }).title;
}
