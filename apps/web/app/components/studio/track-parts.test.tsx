// @vitest-environment jsdom
// The track page's and manager's parts: the status switch posts the toggled status, delete asks first,
// the waveform draws the peaks from waveform_url (and says why when it cannot), the drop zone hands over
// every chosen file.
import { act, type ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { cleanup, click, polyfillDialog, render } from "../widgets/test-dom";
import { DropZone } from "./drop-zone";
import { TrackFacts } from "./track-facts";
import { DeleteTrackButton, TrackStatusToggle } from "./track-row-actions";
import { TrackWaveform } from "./track-waveform";

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { shell, toasts } = fakeShell();

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function mount(element: ReactElement, posted: FormData[] = []) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <ShellContext.Provider value={shell}>{element}</ShellContext.Provider>,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return { ok: true, msg: "Track Deactivated", at: Date.now() };
      },
    },
  ]);
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const track = { id: "trk_1", title: "Kuno", status: 1 as const };

describe("TrackStatusToggle", () => {
  it("is a named switch that posts the other status and toasts the answer", async () => {
    const posted: FormData[] = [];
    const { container } = mount(<TrackStatusToggle track={track} action="/" />, posted);
    const toggle = container.querySelector('[role="switch"]') as HTMLButtonElement;
    expect(toggle.getAttribute("aria-label")).toBe("Active: Kuno");
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    click(toggle);
    await flush();
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0] as FormData)).toEqual({ intent: "status", id: "trk_1", status: "0" });
    expect(toasts.at(-1)).toEqual(["success", "Track Deactivated"]);
  });
});

describe("DeleteTrackButton", () => {
  it("asks before deleting, and Cancel sends nothing", async () => {
    const posted: FormData[] = [];
    const { container } = mount(<DeleteTrackButton track={track} action="/" />, posted);
    click(container.querySelector('button[aria-label="Delete Kuno"]') as HTMLButtonElement);
    const dialog = container.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.querySelector("h2")?.textContent).toBe("Delete “Kuno”?");
    click(
      [...dialog.querySelectorAll("button")].find((b) => b.textContent === "Cancel") as HTMLButtonElement,
    );
    await flush();
    expect(posted).toHaveLength(0);
    click(container.querySelector('button[aria-label="Delete Kuno"]') as HTMLButtonElement);
    click(
      [...dialog.querySelectorAll("button")].find(
        (b) => b.textContent === "Delete track",
      ) as HTMLButtonElement,
    );
    await flush();
    expect(Object.fromEntries(posted[0] as FormData)).toEqual({ intent: "delete", id: "trk_1" });
  });
});

describe("TrackWaveform", () => {
  it("draws the peaks from the waveform URL as a named image", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        data: { track_id: "trk_1", points: 4, peaks: btoa(String.fromCharCode(0, 255, 128, 64)) },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { container } = render(
      <TrackWaveform url="/api/v1/media/waveforms/trk_1?exp=1&sig=a" title="Kuno" />,
    );
    expect(container.textContent).toContain("Loading the waveform");
    await flush();
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/media/waveforms/trk_1?exp=1&sig=a", expect.anything());
    const svg = container.querySelector('svg[role="img"]');
    expect(svg?.getAttribute("aria-label")).toBe("Waveform of Kuno");
    expect(svg?.querySelector("path")?.getAttribute("d")?.match(/M/g)).toHaveLength(4);
  });

  it("says why there is no waveform before processing or when it cannot be read", async () => {
    expect(render(<TrackWaveform url={null} title="Kuno" />).container.textContent).toContain(
      "appears once the audio is processed",
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("nope", { status: 500 })),
    );
    const { container } = render(<TrackWaveform url="/w" title="Kuno" />);
    await flush();
    expect(container.querySelector("svg")).toBeNull();
    expect(container.textContent).toContain("could not be loaded");
  });
});

describe("DropZone and facts", () => {
  it("hands over every chosen file", () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone onFiles={onFiles} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.getAttribute("aria-label")).toBe("Choose audio files to upload");
    const files = [new File(["a"], "a.wav"), new File(["b"], "b.mp3")];
    Object.defineProperty(input, "files", { value: files, configurable: true });
    act(() => void input.dispatchEvent(new Event("change", { bubbles: true })));
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it("lists the technical facts", () => {
    const { container } = render(
      <TrackFacts
        track={{
          duration_ms: 185_000,
          audio: {
            format: "flac",
            codec: "flac",
            sample_rate: 48_000,
            channels: 2,
            bitrate: 900_000,
            size: 20_000_000,
          },
        }}
      />,
    );
    const pairs = [...container.querySelectorAll(".studio-facts__item")].map((item) => [
      item.querySelector("dt")?.textContent,
      item.querySelector("dd")?.textContent,
    ]);
    expect(pairs).toContainEqual(["Sample rate", "48 kHz"]);
    expect(pairs).toContainEqual(["Duration", "3:05"]);
  });
});
