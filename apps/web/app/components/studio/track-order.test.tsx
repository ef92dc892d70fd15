// @vitest-environment jsdom
// The album's track order without a mouse: Up/Down buttons move a track and announce it, Remove and Add
// change the membership, and Save posts the whole list as `track_ids` to the page's action.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import type { CreatorTrack } from "../../lib/api/contract";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { cleanup, click, render } from "../widgets/test-dom";
import { TrackOrder } from "./track-order";

afterEach(cleanup);

function track(id: string, title: string, extra: Partial<CreatorTrack> = {}): CreatorTrack {
  return {
    id,
    title,
    album: { id: "al_1", title: "Night" },
    track_number: null,
    genre: null,
    mood: null,
    origin: null,
    bpm: null,
    musical_key: null,
    explicit: false,
    lyrics: null,
    credits: { featured: [], producers: [], writers: [] },
    publication: "draft",
    visibility: "public",
    status: 1,
    processing: "ready",
    processing_error: null,
    duration_ms: 185_000,
    audio: null,
    measured_bpm: null,
    loudness_lufs: null,
    true_peak_dbtp: null,
    cover_art_url: null,
    stream_url: "",
    waveform_url: null,
    upload: null,
    play_count: 0,
    like_count: 0,
    save_count: 0,
    created_at: "2026-03-01T00:00:00Z",
    updated_at: "2026-03-01T00:00:00Z",
    published_at: null,
    ...extra,
  };
}

const { shell, toasts } = fakeShell();

async function mount() {
  const posted: string[][] = [];
  const tracks = [track("t1", "Intro"), track("t2", "Middle"), track("t3", "Outro")];
  const library = [
    track("t4", "Single", { album: null }),
    track("t5", "Still processing", { album: null, processing: "processing" }),
    track("t6", "Elsewhere", { album: { id: "al_2", title: "Other" } }),
  ];
  const router = createMemoryRouter(
    [
      {
        path: "/album",
        action: async ({ request }) => {
          posted.push((await request.formData()).getAll("track_ids").map(String));
          return { ok: true, msg: "Album Updated", at: Date.now(), intent: "order" };
        },
        element: (
          <ShellContext.Provider value={shell}>
            <TrackOrder albumId="al_1" tracks={tracks} library={library} action="/album" />
          </ShellContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/album"] },
  );
  const view = render(<RouterProvider router={router} />);
  return { page: view.container, posted, router };
}

const titles = (page: HTMLElement) =>
  [...page.querySelectorAll(".studio-order__title")].map((el) => el.textContent);
const button = (page: HTMLElement, label: string) => {
  const found = page.querySelector(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

describe("album track order", () => {
  it("moves a track with the Up and Down buttons and says where it went", async () => {
    const { page } = await mount();
    expect(titles(page)).toEqual(["Intro", "Middle", "Outro"]);
    expect(button(page, "Move Intro up").hasAttribute("disabled")).toBe(true);
    click(button(page, "Move Outro up"));
    expect(titles(page)).toEqual(["Intro", "Outro", "Middle"]);
    expect(page.querySelector("[aria-live=polite]")?.textContent).toBe("Moved Outro to position 2 of 3.");
    click(button(page, "Move Intro down"));
    expect(titles(page)).toEqual(["Outro", "Intro", "Middle"]);
  });

  it("offers only ready tracks of no other album, and saves membership and order in one post", async () => {
    const { page, posted, router } = await mount();
    const select = page.querySelector("select") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Choose a track", "Single"]);
    const save = [...page.querySelectorAll("button")].find((b) => b.textContent === "Save track order");
    expect(save?.hasAttribute("disabled")).toBe(true);

    click(button(page, "Remove Middle from the album"));
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set;
      setter?.call(select, "t4");
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    click([...page.querySelectorAll("button")].find((b) => b.textContent === "Add track") as Element);
    expect(titles(page)).toEqual(["Intro", "Outro", "Single"]);

    click(save as Element);
    await act(async () => {
      while (
        router.state.fetchers.size > 0 &&
        [...router.state.fetchers.values()].some((f) => f.state !== "idle")
      ) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    expect(posted).toEqual([["t1", "t3", "t4"]]);
    expect(toasts.map(([, message]) => message)).toContain("Album Updated");
  });
});
