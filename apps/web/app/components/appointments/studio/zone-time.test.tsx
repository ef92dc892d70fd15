// @vitest-environment jsdom
// A session's time in the studio's zone with the zone named, and in the viewer's when it differs.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "../../widgets/test-dom";
import { SessionTime } from "./zone-time";

afterEach(cleanup);

const text = (el: Element) => (el.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("a session's time", () => {
  const session = {
    start: "2026-12-01T11:00:00.000Z",
    end: "2026-12-01T14:00:00.000Z",
    zone: "Africa/Kampala",
  };

  it("adds the viewer's own time when their zone differs from the studio's", () => {
    const { container } = render(<SessionTime {...session} viewerZone="Europe/London" />);
    expect(text(container)).toBe("Tue 1 Dec, 14:00–17:00 GMT+3Your time: Tue 1 Dec, 11:00–14:00 GMT");
    expect(container.querySelector("time")?.getAttribute("dateTime")).toBe(session.start);
  });

  it("shows the studio's time alone when the zones agree, or before the viewer's is known", () => {
    const same = render(<SessionTime {...session} viewerZone="Africa/Kampala" />);
    expect(text(same.container)).toBe("Tue 1 Dec, 14:00–17:00 GMT+3");
    const unknown = render(<SessionTime {...session} viewerZone={null} />);
    expect(text(unknown.container)).toBe("Tue 1 Dec, 14:00–17:00 GMT+3");
  });
});
