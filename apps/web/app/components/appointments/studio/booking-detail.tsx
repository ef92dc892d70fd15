// One booking as its studio reads it: who booked, when (the studio's zone and the viewer's), the state
// and its dates, the client's notes, and the money: what the session costs, the deposit and its fee the
// escrow holds, what the producer receives on completion and what is settled at the studio. The moves
// the state allows follow, each asked first with what it does with the money.
import type { ReactNode } from "react";
import { STATUS_TEXT } from "../../../lib/appointments/studio-messages";
import type { StudioBooking } from "../../../lib/appointments/studio-types";
import { Money } from "../../money/money";
import { Section } from "../../widgets/section";
import { MoveButtons, MoveRefusal, useBookingMoves } from "./booking-moves";
import { InstantTime, SessionTime } from "./zone-time";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="studio-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Where the deposit stands now, in one sentence. */
function depositState(b: StudioBooking): string {
  if (b.deposit === 0) return "No deposit: the whole price is settled at the studio.";
  switch (b.status) {
    case "pending":
    case "confirmed":
      return "Held by Ngoma until the session is completed (or refunded if it is declined or cancelled).";
    case "completed":
      return "Released to your wallet.";
    case "declined":
      return "Refunded to the client in full.";
    case "cancelled":
      return b.cancelled_by === "client" && b.confirmed_at
        ? "Refunded to the client, or released to you if they cancelled under 24 hours before the start."
        : "Refunded to the client in full.";
  }
}

export function StudioBookingDetail({ booking: b, action }: { booking: StudioBooking; action: string }) {
  const held = b.status === "pending" || b.status === "confirmed";
  const moves = useBookingMoves(action);
  return (
    <div className="stack stack--wide">
      <Section title="The session">
        <div className="card stack">
          <dl className="studio-facts appt-facts">
            <Fact term="Client">{b.client.name}</Fact>
            <Fact term="State">
              <span className={`appt-badge appt-badge--${b.status}`}>{STATUS_TEXT[b.status]}</span>
            </Fact>
            <Fact term="When">
              <SessionTime start={b.starts_at} end={b.ends_at} zone={b.time_zone} />
            </Fact>
            <Fact term="Length">{`${b.hours} h`}</Fact>
            <Fact term="Studio">{`${b.studio.name}, ${b.studio.city}`}</Fact>
            <Fact term="Requested">
              <InstantTime iso={b.created_at} zone={b.time_zone} />
            </Fact>
            {b.confirmed_at ? (
              <Fact term="Confirmed">
                <InstantTime iso={b.confirmed_at} zone={b.time_zone} />
              </Fact>
            ) : null}
            {b.ended_at ? (
              <Fact term={b.status === "completed" ? "Completed" : "Ended"}>
                <InstantTime iso={b.ended_at} zone={b.time_zone} />
                {b.cancelled_by ? ` (by ${b.cancelled_by === "studio" ? "you" : "the client"})` : ""}
              </Fact>
            ) : null}
          </dl>
          <MoveButtons booking={b} moves={moves} />
          <MoveRefusal moves={moves} />
          {moves.dialog}
        </div>
      </Section>
      <Section title="Money">
        <div className="card stack">
          <dl className="studio-facts appt-facts">
            <Fact term={`Session price (${b.hours} h)`}>
              <Money cents={b.price} />
            </Fact>
            <Fact term="Deposit">
              <Money cents={b.deposit} />
            </Fact>
            <Fact term="Client's fee (2%)">
              <Money cents={b.fee} />
            </Fact>
            <Fact term={held ? "Held now" : "Was held"}>
              <Money cents={b.deposit + b.fee} />
            </Fact>
            <Fact term="You receive on completion">
              <Money cents={b.deposit} />
            </Fact>
            <Fact term="Due at the studio">
              <Money cents={b.balance_due} />
            </Fact>
          </dl>
          <p className="studio-muted">{depositState(b)}</p>
        </div>
      </Section>
      <Section title="Client's notes">
        {b.notes ? <p className="appt-notes">{b.notes}</p> : <p className="studio-muted">No notes.</p>}
      </Section>
    </div>
  );
}
