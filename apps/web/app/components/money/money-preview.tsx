import { paymentTotals } from "@ngoma/currency";
import { Money } from "./money";
import { useMoney } from "./money-context";

/** Spec §3 promotion tasks (campaign expectations) with their prices in US cents. */
export const PREVIEW_TASKS = [
  { title: "Social media post", cents: 2500 },
  { title: "Story / reel", cents: 4000 },
  { title: "Live radio play", cents: 7500 },
] as const;

/**
 * "How amounts will look": real amounts of the platform in the chosen currency, including a payment
 * summary with the 2% processing fee added on top (spec §3/§9).
 */
export function MoneyPreview() {
  const money = useMoney();
  const totals = paymentTotals(PREVIEW_TASKS.reduce((sum, task) => sum + task.cents, 0));
  const updated = money.updatedAt ? new Date(money.updatedAt) : null;
  return (
    <section className="card money-preview" aria-labelledby="money-preview-title">
      <h2 id="money-preview-title">How amounts will look</h2>
      <table>
        <caption className="field__hint">
          Promotion tasks, priced in US dollars, shown in {money.currency}
        </caption>
        <tbody>
          {PREVIEW_TASKS.map((task) => (
            <tr key={task.title}>
              <th scope="row">{task.title}</th>
              <td>
                <Money cents={task.cents} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal</th>
            <td>
              <Money cents={totals.subtotal} />
            </td>
          </tr>
          <tr>
            <th scope="row">Processing fee ({totals.processingFeePercent}%)</th>
            <td>
              <Money cents={totals.processingFee} />
            </td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td>
              <Money cents={totals.total} />
            </td>
          </tr>
        </tfoot>
      </table>
      {updated ? (
        <p className="field__hint">
          Exchange rates as of{" "}
          <time dateTime={money.updatedAt ?? undefined}>{updated.toISOString().slice(0, 10)}</time>.
        </p>
      ) : null}
    </section>
  );
}
