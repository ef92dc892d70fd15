import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { forwardRef, useEffect, useId, useRef, useState } from "react";
import { BeatSearchForm } from "../components/beats/beat-search";
import { BeatsTable } from "../components/beats/beats-table";
import { beatsLinks } from "../components/beats/links";
import { NewBeatButton, NewBeatPanel } from "../components/beats/new-beat";
import { PageHead } from "../components/widgets/page-head";
import { type PageLinkProps, PaginationBar } from "../components/widgets/pagination-bar";
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

const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} preventScrollReset {...rest} />;
});

export default function BeatsManager() {
  const { page, filters, options, creating } = useLoaderData<typeof loader>() as BeatsManagerData;
  const [open, setOpen] = useState(creating);
  // A "New beat" link followed while the list is shown opens the form too.
  useEffect(() => {
    if (creating) setOpen(true);
  }, [creating]);
  const panelId = useId();
  const navigate = useNavigate();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Focus goes back to where the form was opened from.
    toggleButton.current?.focus();
    // `?new=1` opened it: closing leaves the plain list's URL, so a reload does not reopen it.
    if (creating) navigate(`${BEATS_PAGES.manager}${beatsSearch(filters)}`, { replace: true });
  };
  const toggle = () => (open ? close() : setOpen(true));
  const action = `${BEATS_PAGES.manager}${beatsSearch(filters)}`;
  return (
    <div className="stack stack--wide studio-page">
      <PageHead
        title="Beats manager"
        text="Your beats, their licences and prices, and how their listings stand."
      >
        <NewBeatButton ref={toggleButton} open={open} onToggle={toggle} controls={panelId} />
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
                <NewBeatButton
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
