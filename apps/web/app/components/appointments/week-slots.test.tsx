// Server-rendered: before the browser's zone is known the week is drawn on the studio's own clock (a
// named zone, a fixed locale), so the first HTML is complete, correct and the same at hydration.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { freeSlot, KAMPALA } from "../../lib/appointments/test-fixtures";
import { WeekSlots } from "./week-slots";

function html(element: JSX.Element): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/s"] });
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, "");
}

describe("the week of free times on the server", () => {
  it("draws the slots on the studio's days and clock, each a labelled button", () => {
    const out = html(
      <WeekSlots
        week="2026-11-30"
        hours={2}
        lengths={[2]}
        slots={[freeSlot("2026-11-29T21:30:00.000Z"), freeSlot("2026-12-01T11:00:00.000Z")]}
        studioZone={KAMPALA}
        hasPrev={false}
        hasNext
        selected={null}
        onSelect={() => undefined}
      />,
    );
    expect(out).toContain("Times on the studio&#x27;s clock, GMT+3 (Africa/Kampala).");
    // Monday 00:30 in Kampala (Sunday in UTC) is on Monday; Tuesday 14:00.
    // Each button is named by its own text: the time as seen, then the day, length and zone unseen.
    expect(out).toMatch(
      />12:30 AM<span class="visually-hidden">, Monday, November 30, 2 hours, GMT\+3<\/span>/,
    );
    expect(out).toMatch(
      />02:00 PM<span class="visually-hidden">, Tuesday, December 1, 2 hours, GMT\+3<\/span>/,
    );
    expect(out).not.toContain('aria-label="Monday');
    expect(out.match(/<button /g)).toHaveLength(2);
    expect(out).toContain("Next week");
    expect(out).not.toContain("Previous week");
  });
});
