import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BookingList } from "../components/appointments/studio/booking-lists";
import { studioAppointmentLinks } from "../components/appointments/studio/links";
import { SlotsPreview } from "../components/appointments/studio/slots-preview";
import { StudioForm } from "../components/appointments/studio/studio-form";
import { StudioTabs } from "../components/appointments/studio/studio-tabs";
import { WeekCalendar } from "../components/appointments/studio/week-calendar";
import { PageHead } from "../components/widgets/page-head";
import { Section } from "../components/widgets/section";
import { EmptyState, LoadingRegion, PageError } from "../components/widgets/states";
import { pendingRequests, studioAgenda } from "../lib/appointments/studio-calendar";
import type { StudioHomeData } from "../lib/appointments/studio-page-data";
import { loadStudioHome, studioHomeAction } from "../lib/appointments/studio-pages.server";
import { STUDIO_APPOINTMENT_PAGES } from "../lib/appointments/studio-paths";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Studio");
export const links = studioAppointmentLinks;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStudioHome(context, request);
}

export function action({ request, context }: ActionFunctionArgs) {
  return studioHomeAction(context, request);
}

/** The pending requests, the week ahead, and the ended sessions to mark completed. */
function Requests({ data }: { data: StudioHomeData & { studio: NonNullable<StudioHomeData["studio"]> } }) {
  const action = STUDIO_APPOINTMENT_PAGES.home;
  const pending = data.pending;
  const shown = pending?.data.length ?? 0;
  return (
    <>
      <Section title="Requests">
        <div className="stack">
          <p className="studio-muted">
            A request you leave unanswered for 48 hours is declined and refunded by itself.
          </p>
          <BookingList
            bookings={pendingRequests(pending?.data ?? [])}
            action={action}
            label="Pending requests"
            empty="No requests are waiting for your answer."
          />
          {pending && pending.total > shown ? (
            <p className="studio-muted">{`Showing ${shown} of ${pending.total} pending requests; answer these to see the rest.`}</p>
          ) : null}
        </div>
      </Section>
      <Section title="This week">
        <WeekCalendar
          agenda={studioAgenda(data.upcoming, data.studio.time_zone, data.today ?? "")}
          zone={data.studio.time_zone}
        />
      </Section>
      <Section title="Sessions to mark completed">
        <div className="stack">
          <p className="studio-muted">
            Marking a session completed releases its deposit to your wallet; unmarked ones complete by
            themselves a day after they end.
          </p>
          <BookingList
            bookings={data.ended}
            action={action}
            label="Ended sessions"
            empty="No ended sessions are waiting to be marked completed."
          />
        </div>
      </Section>
    </>
  );
}

export default function StudioAppointments() {
  const data = useLoaderData<typeof loader>() as StudioHomeData;
  const { studio } = data;
  if (!studio) {
    return (
      <div className="stack stack--wide studio-page">
        <PageHead
          title="Studio"
          text="Rent out studio time: clients book your free hours and pay a deposit."
        />
        <EmptyState title="You have no studio yet">
          <p>
            Describe your studio, set its rate and deposit, and the hours you open. Once saved, creators find
            it in the studio list and book your free slots; each request waits for your answer here.
          </p>
        </EmptyState>
        <Section title="Your studio">
          <StudioForm studio={null} action={STUDIO_APPOINTMENT_PAGES.settings} />
        </Section>
      </div>
    );
  }
  return (
    <div className="stack stack--wide studio-page">
      <PageHead
        title={studio.name}
        text={`${studio.city} · ${studio.time_zone} · ${studio.status === 1 ? "taking bookings" : "paused"}`}
      />
      <StudioTabs view={data.view} pending={data.pending?.total ?? null} />
      <LoadingRegion>
        {data.view === "requests" ? (
          <Requests data={{ ...data, studio }} />
        ) : (
          <>
            <Section title="Settings and hours">
              <StudioForm
                key={studio.updated_at}
                studio={studio}
                action={STUDIO_APPOINTMENT_PAGES.settings}
              />
            </Section>
            <Section title="Next free slots">
              <SlotsPreview slots={data.slots} />
            </Section>
          </>
        )}
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
