// Booking the chosen time: what it costs as the api prices it (the rate, the hours, the deposit with its
// 2 % fee, what is left to pay at the studio) and what happens to the money, the notes for the studio,
// then the Payment modal (wallet only) for the deposit, or for a studio without one a plain request
// (`intent=book`, with its Idempotency-Key). On success the new booking's page opens. A refusal says what
// happened here: 409, the time was taken meanwhile (the page reads the free times again), 422 the api's
// word by field (notice, horizon, length, one's own studio); nothing was charged in either case.
import { useFetcher, useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useState } from "react";
import type { FieldErrors } from "../../lib/api/contract";
import type { ActionResult } from "../../lib/api/failure";
import { bookingForm } from "../../lib/appointments/booking-form";
import {
  type BookingRequest,
  bookingMade,
  bookingRequest,
  NOTES_MAX,
  readBookingRefusal,
  studioCheckout,
} from "../../lib/appointments/checkout";
import { APPOINTMENT_PAGES } from "../../lib/appointments/paths";
import { sessionQuote } from "../../lib/appointments/price";
import type { FreeSlot, PublicStudio } from "../../lib/appointments/types";
import { parseForm } from "../../lib/form-parse";
import { useShell } from "../../lib/shell-context";
import { useActionFeedback } from "../../lib/use-action-feedback";
import { IDEMPOTENCY_FIELD, keySpent, useIdempotencyKey } from "../../lib/wallet/idempotency";
import { PROCESSING_FEE_PERCENT } from "../../lib/wallet/payment";
import { FormAlert, TextAreaField } from "../form";
import { Money } from "../money/money";
import { PaymentModalSlot, preloadPaymentModal } from "../wallet/payment-modal-slot";
import { ZonedRange } from "./zoned-time";

export interface BookingPanelProps {
  studio: PublicStudio;
  slot: FreeSlot;
  /** Back to choosing a time. */
  onClear: () => void;
  /** The time was taken meanwhile: the page says `text` and reads the free times again. */
  onTaken: (text: string) => void;
}

type Checkout = ReturnType<typeof studioCheckout> & { request: BookingRequest };

/** The fields the api names that are not the notes: said above the form. */
const aboveForm = (errors: FieldErrors | undefined) =>
  errors ? (errors.start?.[0] ?? errors.hours?.[0] ?? errors.studio_id?.[0] ?? errors._?.[0]) : undefined;

export function BookingPanel({ studio, slot, onClear, onTaken }: BookingPanelProps) {
  const shell = useShell();
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionResult>();
  const idem = useIdempotencyKey();
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [finding, setFinding] = useState(false);
  const quote = sessionQuote(studio.hourly_rate, slot.hours, studio.deposit_percent);
  const paid = quote.deposit > 0;
  const result = fetcher.data;
  useActionFeedback(result);
  const at = result?.at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reaction per action answer (its `at`).
  useEffect(() => {
    if (!result || result.ok) return;
    if (keySpent(result)) idem.renew();
    if (result.code === "CONFLICT") {
      const refusal = readBookingRefusal({ status: 409, msg: result.msg, fieldErrors: result.fieldErrors });
      onTaken(refusal?.text ?? "");
    } else setErrors(result.fieldErrors);
  }, [at]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = parseForm(bookingForm, form);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      return;
    }
    setErrors(undefined);
    const request = bookingRequest(studio.id, slot, parsed.data.notes ?? "");
    if (paid) setCheckout({ ...studioCheckout(studio, request, quote), request });
    else fetcher.submit(form, { method: "post" });
  };

  const complete = async (request: BookingRequest) => {
    setCheckout(null);
    setFinding(true);
    // Pending bookings, latest session first: the one just made is among them.
    const found = await shell.api.request("GET /creator/appointments", {
      query: { role: "client", status: "pending", per_page: 50 },
    });
    const made = found.ok ? bookingMade(found.data.data, request) : undefined;
    navigate(made ? `${APPOINTMENT_PAGES.booking(made.id)}?booked=1` : APPOINTMENT_PAGES.booked);
  };

  const busy = fetcher.state !== "idle" || finding;
  return (
    <section className="card appt-book" aria-labelledby="appt-book-title">
      <h2 id="appt-book-title">Book this time</h2>
      <p className="appt-book__when">
        <ZonedRange start={slot.start} end={slot.end} studioZone={studio.time_zone} />
      </p>
      <dl className="appt-lines">
        <div>
          <dt>
            Session: {slot.hours} hour{slot.hours === 1 ? "" : "s"} × <Money cents={studio.hourly_rate} />
          </dt>
          <dd>
            <Money cents={quote.price} />
          </dd>
        </div>
        <div>
          <dt>Deposit ({studio.deposit_percent}%), held until the session</dt>
          <dd>
            <Money cents={quote.deposit} />
          </dd>
        </div>
        {paid ? (
          <div>
            <dt>Processing fee ({PROCESSING_FEE_PERCENT}% of the deposit)</dt>
            <dd>
              <Money cents={quote.fee} />
            </dd>
          </div>
        ) : null}
        <div className="appt-lines__total">
          <dt>You pay now</dt>
          <dd>
            <Money cents={quote.total} />
          </dd>
        </div>
        <div>
          <dt>Due at the studio</dt>
          <dd>
            <Money cents={quote.balance} />
          </dd>
        </div>
      </dl>
      <p className="field__hint">
        {paid
          ? "Paid from your wallet balance. If the studio declines or does not answer within 48 hours, the deposit and fee come back to your wallet. Cancel at least 24 hours before the session for a full refund; later, the deposit goes to the studio."
          : "Nothing is paid now. The studio confirms or declines your request within 48 hours."}
      </p>
      <FormAlert message={aboveForm(errors)} />
      <form method="post" onSubmit={onSubmit} noValidate className="stack">
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="studio_id" value={studio.id} />
        <input type="hidden" name="start" value={slot.start} />
        <input type="hidden" name="hours" value={slot.hours} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idem.key} />
        <TextAreaField
          name="notes"
          label="Notes for the studio (optional)"
          hint="What you will record, the gear or engineer you need."
          rows={3}
          maxLength={NOTES_MAX}
          errors={errors}
        />
        <div className="row">
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            onPointerEnter={paid ? preloadPaymentModal : undefined}
            onFocus={paid ? preloadPaymentModal : undefined}
          >
            {busy ? "Booking..." : paid ? "Pay the deposit" : "Request this booking"}
          </button>
          <button type="button" className="button button--ghost" onClick={onClear} disabled={busy}>
            Choose another time
          </button>
        </div>
      </form>
      {checkout ? (
        <PaymentModalSlot
          open
          onClose={() => setCheckout(null)}
          purchase={checkout.purchase}
          amount={checkout.amount}
          description={checkout.description}
          onComplete={() => void complete(checkout.request)}
          onRefused={(failure) => {
            const refusal = readBookingRefusal(failure);
            if (!refusal) return; // The modal says it; the client may try again.
            setCheckout(null);
            if (refusal.kind === "taken") onTaken(refusal.text);
            else {
              const fields = Object.entries(refusal.fields).map(([k, v]) => [k, [v]]);
              setErrors(fields.length > 0 ? Object.fromEntries(fields) : { _: [refusal.text] });
            }
          }}
        />
      ) : null}
    </section>
  );
}
