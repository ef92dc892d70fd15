// @vitest-environment jsdom
import { CURRENCIES } from "@ngoma/currency";
import { afterEach, describe, expect, it } from "vitest";
import type { MoneySettings } from "../../lib/money/format-money";
import { cleanup, click, render } from "../widgets/test-dom";
import { Money } from "./money";
import { MoneyProvider, useMoney } from "./money-context";
import { MoneyPreview } from "./money-preview";

afterEach(cleanup);

const settings = (currency: MoneySettings["currency"], locale = "en"): MoneySettings => ({
  currency,
  minorUnits: CURRENCIES[currency].minorUnits,
  rates: { UGX: 3685, EUR: 0.935 },
  locale,
  updatedAt: "2026-11-21T06:00:00.000Z",
});

function Switch({ to }: { to: "EUR" }) {
  const money = useMoney();
  return (
    <button
      type="button"
      onClick={() => money.setCurrency({ currency: to, minorUnits: CURRENCIES[to].minorUnits })}
    >
      switch
    </button>
  );
}

describe("<Money>", () => {
  it("shows US dollars outside a provider, with no tooltip", () => {
    const { container } = render(<Money cents={2500} />);
    const span = container.querySelector(".money");
    expect(span?.textContent).toBe("$25.00");
    expect(span?.getAttribute("title")).toBeNull();
  });

  it("shows the provider's currency and the stored USD amount as a tooltip", () => {
    const { container } = render(
      <MoneyProvider settings={settings("UGX")}>
        <Money cents={2500} className="price" />
      </MoneyProvider>,
    );
    const span = container.querySelector(".money.price");
    expect(span?.textContent).toBe("UGX\u00a092,125");
    expect(span?.getAttribute("data-currency")).toBe("UGX");
    expect(span?.getAttribute("title")).toBe("$25.00 (US dollars)");
  });

  it("re-renders every amount when the currency is switched, and follows new loader settings", () => {
    const view = render(
      <MoneyProvider settings={settings("UGX")}>
        <Money cents={2500} />
        <Money cents={7500} />
        <Switch to="EUR" />
      </MoneyProvider>,
    );
    const texts = () => [...view.container.querySelectorAll(".money")].map((n) => n.textContent);
    expect(texts()).toEqual(["UGX\u00a092,125", "UGX\u00a0276,375"]);
    click(view.container.querySelector("button") as HTMLButtonElement);
    expect(texts()).toEqual(["€23.38", "€70.13"]);
    view.rerender(
      <MoneyProvider settings={settings("EUR", "fr-FR")}>
        <Money cents={2500} />
        <Money cents={7500} />
        <Switch to="EUR" />
      </MoneyProvider>,
    );
    expect(texts()).toEqual(["23,38\u00a0€", "70,13\u00a0€"]);
  });
});

describe("<MoneyPreview>", () => {
  it("prices the spec's promotion tasks and a payment total with the 2% fee on top", () => {
    const { container } = render(
      <MoneyProvider settings={settings("USD")}>
        <MoneyPreview />
      </MoneyProvider>,
    );
    const rows = [...container.querySelectorAll("tr")].map((tr) =>
      [...tr.children].map((cell) => cell.textContent).join(": "),
    );
    expect(rows).toEqual([
      "Social media post: $25.00",
      "Story / reel: $40.00",
      "Live radio play: $75.00",
      "Subtotal: $140.00",
      "Processing fee (2%): $2.80",
      "Total: $142.80",
    ]);
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-21T06:00:00.000Z");
  });
});
