// @vitest-environment jsdom
// The server's render and the hydration write times in the studio's zone and a fixed locale, so the
// hydrated HTML matches; once mounted the browser's own zone and locale take over.
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "../../components/widgets/test-dom";
import { viewerZone } from "./time";
import { FIRST_RENDER_LOCALE, useViewerClock } from "./use-viewer-zone";

afterEach(cleanup);

function Clock() {
  const { zone, locale, known } = useViewerClock("Africa/Kampala");
  return <span>{`${zone}|${locale ?? "reader"}|${known}`}</span>;
}

describe("the viewer's clock", () => {
  it("is the studio's zone and a fixed locale on the server, the browser's once mounted", () => {
    expect(renderToString(<Clock />)).toContain(`Africa/Kampala|${FIRST_RENDER_LOCALE}|false`);
    const { container } = render(<Clock />);
    expect(container.textContent).toBe(`${viewerZone()}|reader|true`);
  });
});
