// A beat's licences and the way to buy one: the tier table, the Payment modal (wallet only) for the tier
// chosen, which is itself the confirmation (what, the fee, the total, then Pay), and what follows. On
// success the page reads the availability again and shows the new licence with its contract; on a refusal
// (409: the exclusive sold meanwhile, or the licence already held; 422: the api's reason) it closes the
// modal, says what happened above the table and reads the availability again.
import { Link, useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import type { BeatAvailability, LicenceTier, MyLicence } from "../../lib/api/contract";
import { MARKET_PAGES } from "../../lib/beats/market-paths";
import { soldExclusively, tierLabel, tierStates } from "../../lib/beats/market-tiers";
import { type BeatCheckout, beatCheckout, licenceBought, readRefusal } from "../../lib/beats/purchase";
import { useShell } from "../../lib/shell-context";
import { Money } from "../money/money";
import { PaymentModalSlot } from "../wallet/payment-modal-slot";
import { ContractLink, DownloadLinks } from "./licences-table";
import { TierTable } from "./tier-table";

type Bought = { tier: LicenceTier; licence: MyLicence | null };

/** The new licence, or where to find it when it could not be read back at once. */
export function BoughtLicence({ bought }: { bought: Bought }) {
  const { licence } = bought;
  return (
    <section className="card form-alert--success market-bought" aria-labelledby="market-bought-title">
      <h2 id="market-bought-title" tabIndex={-1}>
        You hold the {tierLabel(bought.tier)} licence
      </h2>
      {licence ? (
        <>
          <p>
            {licence.beat.title} by {licence.beat.producer}: paid <Money cents={licence.price_cents} /> +{" "}
            <Money cents={licence.fee_cents} /> fee. <ContractLink licence={licence} />
          </p>
          <DownloadLinks licence={licence} />
        </>
      ) : (
        <p>Its contract is in My licences.</p>
      )}
      <p>
        <Link to={MARKET_PAGES.licences}>See all my licences</Link>
      </p>
    </section>
  );
}

export function BeatLicences({
  availability,
  title,
}: {
  availability: BeatAvailability;
  /** The beat's title when the page knows it (it names the purchase). */
  title: string | null;
}) {
  const shell = useShell();
  const revalidator = useRevalidator();
  const [checkout, setCheckout] = useState<(BeatCheckout & { tier: LicenceTier }) | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [bought, setBought] = useState<Bought | null>(null);
  const boughtRef = useRef<HTMLDivElement>(null);
  const beatId = availability.beat_id;
  const states = tierStates(availability.tiers);
  const close = () => setCheckout(null);

  const complete = async (tier: LicenceTier) => {
    setNotice(null);
    setBought({ tier, licence: null });
    revalidator.revalidate();
    // Newest first: the licence just made is on the first page.
    const result = await shell.api.request("GET /creator/beat-tracks/licences", { query: { per_page: 10 } });
    const licence = result.ok ? (licenceBought(result.data.data, beatId, tier) ?? null) : null;
    setBought({ tier, licence });
    boughtRef.current?.querySelector<HTMLElement>("h2")?.focus();
  };

  return (
    <section className="stack stack--wide" aria-labelledby="market-tiers-title">
      <h2 id="market-tiers-title">Licences</h2>
      <div ref={boughtRef}>{bought ? <BoughtLicence bought={bought} /> : null}</div>
      {notice ? (
        <p className="form-alert" role="alert">
          {notice}
        </p>
      ) : null}
      {soldExclusively(availability.tiers) ? (
        <p className="card card--notice">
          This beat was sold exclusively: it is no longer for sale. Licences bought before stay valid.
        </p>
      ) : null}
      {states.length === 0 ? (
        <p>This beat offers no licence right now.</p>
      ) : (
        <TierTable
          states={states}
          disabled={revalidator.state !== "idle"}
          onBuy={(tier, price) => {
            setNotice(null);
            setCheckout({ tier, ...beatCheckout({ id: beatId, title }, tier, price) });
          }}
        />
      )}
      <p className="field__hint">
        Licences are paid from your wallet balance, plus a 2% processing fee. The contract (PDF) lists the
        rights the producer grants with each licence.
      </p>
      {checkout ? (
        <PaymentModalSlot
          open
          onClose={close}
          purchase={checkout.purchase}
          amount={checkout.amount}
          description={checkout.description}
          onComplete={() => void complete(checkout.tier)}
          onRefused={(failure) => {
            const refusal = readRefusal(failure);
            if (!refusal) return; // The modal says it; the buyer may try again.
            close();
            setNotice(refusal.text);
            revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}
