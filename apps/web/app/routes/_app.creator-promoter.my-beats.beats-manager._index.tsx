import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BeatSearchForm } from "../components/beats/beat-search";
import { BeatsTable } from "../components/beats/beats-table";
import { beatsLinks } from "../components/beats/links";
import { NewBeatPanel } from "../components/beats/new-beat";
import { CreatePanelToggle, useCreatePanel } from "../components/widgets/create-panel";
import { PageHead } from "../components/widgets/page-head";
import { PageLink } from "../components/widgets/page-link";
import { PaginationBar } from "../components/widgets/pagination-bar";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { beatsManagerAction, loadBeatsManager } from "../lib/beats/beats.server";
import { beatsSearch } from "../lib/beats/manager-query";
import type { BeatsManagerData } from "../lib/beats/page-data";
import { BEATS_PAGES } from "../lib/beats/paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Beats Manager");
export const links = beatsLinks;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadBeatsManager(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return beatsManagerAction(context, request);
}

export default function BeatsManager() {
  const { page, filters, options, creating } = useLoaderData<typeof loader>() as BeatsManagerData;
  const action = `${BEATS_PAGES.manager}${beatsSearch(filters)}`;
  const { open, panelId, toggleButton, close, toggle } = useCreatePanel({ creating, listUrl: action });
  return (
    <div className="stack stack--wide studio-page">
      <PageHead
        title="Beats manager"
        text="Your beats, their licences and prices, and how their listings stand."
      >
        <CreatePanelToggle
          ref={toggleButton}
          open={open}
          onToggle={toggle}
          controls={panelId}
          label="New beat"
        />
      </PageHead>
      {open ? <NewBeatPanel id={panelId} options={options} onClose={close} /> : null}
      {page.total > 0 || filters.q ? <BeatSearchForm q={filters.q} /> : null}
      <LoadingRegion>
        {page.total === 0 ? (
          filters.q ? (
            <EmptyState title="No beats match this search">
              <p>
                Try another title, or <Link to={BEATS_PAGES.manager}>show every beat</Link>.
              </p>
            </EmptyState>
          ) : (
            <EmptyState title="No beats yet — create your first">
              <p>Add a beat with its licences and prices; publish it when you are ready to sell.</p>
              {open ? null : (
                <CreatePanelToggle
                  open={open}
                  onToggle={toggle}
                  controls={panelId}
                  label="Create your first beat"
                />
              )}
            </EmptyState>
          )
        ) : (
          <div className="stack stack--wide">
            <BeatsTable beats={page.data} action={action} />
            <PaginationBar
              meta={page}
              label="Beat pages"
              getPageHref={(p) => beatsSearch(filters, p)}
              LinkComponent={PageLink}
            />
          </div>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
