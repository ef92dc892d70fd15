// The tier comparison: one row per tier the api knows of this beat (basic first) with its price in the
// viewer's currency, the files it delivers, the rights it grants, and a Buy button or the reason it
// cannot be bought. Under 560 px of box each row stacks into a block (market.css), so nothing scrolls.
import type { LicenceTier } from "../../lib/api/contract";
import { type TierState, tierLabel } from "../../lib/beats/market-tiers";
import { Money } from "../money/money";
import { preloadPaymentModal } from "../wallet/payment-modal-slot";
import { TableBox } from "../widgets/plain-table";

export interface TierTableProps {
  states: readonly TierState[];
  onBuy: (tier: LicenceTier, priceCents: number) => void;
  /** Buy buttons wait while the availability is read again (after a refusal or a purchase). */
  disabled?: boolean;
}

export function TierTable({ states, onBuy, disabled = false }: TierTableProps) {
  return (
    <TableBox label="Licences of this beat" className="ngw-table-wrap market-tiers">
      <table className="market-tiers__table">
        <caption className="visually-hidden">Licences of this beat</caption>
        <thead>
          <tr>
            <th scope="col">Licence</th>
            <th scope="col">Price</th>
            <th scope="col">Files</th>
            <th scope="col">Rights</th>
            <th scope="col">Buy</th>
          </tr>
        </thead>
        <tbody>
          {states.map((state) => (
            <tr key={state.tier} data-tier={state.tier} data-buyable={state.buyable}>
              <th scope="row">{tierLabel(state.tier)}</th>
              <td data-label="Price">
                {state.priceCents === null ? "Not offered" : <Money cents={state.priceCents} />}
              </td>
              <td data-label="Files">{state.files || "—"}</td>
              <td data-label="Rights">{state.rights ?? "—"}</td>
              <td data-label="Buy">
                {state.buyable ? (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={disabled}
                    onClick={() => onBuy(state.tier, state.priceCents)}
                    onPointerEnter={preloadPaymentModal}
                    onFocus={preloadPaymentModal}
                  >
                    Buy<span className="visually-hidden"> the {tierLabel(state.tier)} licence</span>
                  </button>
                ) : (
                  <span className="market-tiers__reason">{state.reason}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
