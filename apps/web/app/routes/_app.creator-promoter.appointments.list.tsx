import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { StudioFiltersForm } from "../components/appointments/find-form";
import { appointmentsLinks } from "../components/appointments/links";
import { StudioGrid } from "../components/appointments/studios-grid";
import { AppointmentsTabs } from "../components/appointments/tabs";
import { PageHead } from "../components/widgets/page-head";
import { PageLink } from "../components/widgets/page-link";
import { PaginationBar } from "../components/widgets/pagination-bar";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { loadStudios, type StudiosData } from "../lib/appointments/bookings.server";
import { isStudioFiltered, studioSearch } from "../lib/appointments/list-filters";
import { APPOINTMENT_PAGES } from "../lib/appointments/paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Find a Studio");
export const links = appointmentsLinks;

/** Issue #36: the studios taking bookings under the URL's filters, cheapest first. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStudios(context, request);
}

export default function StudioList() {
  const { filters, page, refused } = useLoaderData<typeof loader>() as StudiosData;
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead
        title="Find a studio"
        text="Book recording time with Ngoma's producers: pick a free time, pay the deposit from your wallet, and the studio confirms."
      />
      <AppointmentsTabs current="studios" />
      {/* Keyed by the URL's filters, so Clear and the back button reset the uncontrolled fields. */}
      <StudioFiltersForm key={studioSearch(filters)} filters={filters} />
      <LoadingRegion>
        {refused || !page ? (
          <p className="form-alert" role="alert">
            {refused}
          </p>
        ) : page.data.length > 0 ? (
          <div className="stack stack--wide">
            <p className="field__hint" aria-live="polite">
              Showing {page.from} to {page.to} of {page.total} studios
            </p>
            <StudioGrid studios={page.data} />
            <PaginationBar
              meta={page}
              label="Studio pages"
              getPageHref={(p) => studioSearch(filters, p)}
              LinkComponent={PageLink}
            />
          </div>
        ) : isStudioFiltered(filters) ? (
          <EmptyState title="No studios match these filters">
            <p>
              Try another city or rate, or <Link to={APPOINTMENT_PAGES.list}>see every studio</Link>.
            </p>
          </EmptyState>
        ) : (
          <EmptyState title="No studios are taking bookings yet">
            <p>Producers' studios appear here once they publish their hours.</p>
          </EmptyState>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
