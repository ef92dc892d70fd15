import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { BookingPanel } from "../components/appointments/booking-panel";
import { appointmentsLinks } from "../components/appointments/links";
import { OpeningHours, StudioFacts } from "../components/appointments/public-profile";
import { AppointmentsTabs } from "../components/appointments/tabs";
import { WeekSlots } from "../components/appointments/week-slots";
import { PageHead } from "../components/widgets/page-head";
import { LoadingRegion, PageError } from "../components/widgets/states";
import { appointmentsAction, loadStudioPage, type StudioPageData } from "../lib/appointments/bookings.server";
import { APPOINTMENT_PAGES } from "../lib/appointments/paths";
import type { FreeSlot } from "../lib/appointments/types";
import { hasNextWeek, mondayOf } from "../lib/appointments/week";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Studio");
export const links = appointmentsLinks;

/** A studio's page: its public profile and the week of free times the URL names (`?week=&hours=`). */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadStudioPage(context, request, params.id ?? "");
}

/** Book a studio without a deposit (lib/appointments/bookings.server); a deposit is paid in the modal. */
export function action({ request, context }: ActionFunctionArgs) {
  return appointmentsAction(context, request);
}

function Booking({ data }: { data: StudioPageData }) {
  const { studio, slots } = data;
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<FreeSlot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (studio.is_mine) {
    return (
      <p className="card card--notice">
        This is your studio: this is the page clients see and book from. You cannot book your own studio.
      </p>
    );
  }
  if (!studio.taking_bookings) {
    return <p className="card card--notice">This studio is not taking bookings right now.</p>;
  }
  if (!slots) {
    return (
      <p className="form-alert" role="alert">
        {data.slotsRefused ?? "The free times could not be read."}
      </p>
    );
  }
  return (
    <>
      {notice ? (
        <p className="form-alert" role="alert">
          {notice}
        </p>
      ) : null}
      <WeekSlots
        week={data.week}
        hours={data.hours}
        lengths={studio.lengths}
        slots={slots.slots}
        studioZone={studio.time_zone}
        hasPrev={data.week > mondayOf(data.today)}
        hasNext={hasNextWeek(data.week, data.today, studio.horizon_days)}
        selected={selected?.start ?? null}
        onSelect={(slot) => {
          setNotice(null);
          setSelected(slot);
        }}
      />
      {selected ? (
        <BookingPanel
          key={`${selected.start}/${selected.hours}`}
          studio={studio}
          slot={selected}
          onClear={() => setSelected(null)}
          onTaken={(text) => {
            setSelected(null);
            setNotice(text);
            revalidator.revalidate();
          }}
        />
      ) : (
        <p className="field__hint">Choose a free time above to see the price and book it.</p>
      )}
    </>
  );
}

export default function StudioPage() {
  const data = useLoaderData<typeof loader>() as StudioPageData;
  const { studio } = data;
  return (
    <div className="stack stack--wide studio-page market-page">
      <PageHead title={studio.name} text={`${studio.city} · a studio run by ${studio.producer.name}`} />
      <AppointmentsTabs current="studios" within />
      <p>
        <Link to={APPOINTMENT_PAGES.list}>Back to the studios</Link>
      </p>
      <StudioFacts studio={studio} />
      <OpeningHours studio={studio} />
      <LoadingRegion>
        {/* A new week or length is a new choice: the chosen time and any notice start over. */}
        <div className="stack" key={`${data.week}/${data.hours}`}>
          <Booking data={data} />
        </div>
      </LoadingRegion>
    </div>
  );
}

export const ErrorBoundary = PageError;
