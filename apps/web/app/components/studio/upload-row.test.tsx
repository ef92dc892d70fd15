// @vitest-environment jsdom
// One upload's row: the spec §4 bar, the state in words, only the buttons that make sense now, and the
// short details form once the draft track exists (checked by the shared schema before anything is sent).
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellContext } from "../../lib/shell-context";
import type { TrackOptions } from "../../lib/studio/track-api";
import {
  newUploadItem,
  type UploadEvent,
  type UploadItem,
  uploadReducer,
} from "../../lib/studio/upload-item";
import { fakeShell } from "../../lib/test-shell";
import { cleanup, click, render, submit } from "../widgets/test-dom";
import { UploadRow } from "./upload-row";

afterEach(cleanup);

const options: TrackOptions = {
  albums: [],
  genres: [{ id: "gen_1", title: "Afrobeats" }],
  moods: [],
  origins: [],
};
const { shell } = fakeShell();

function item(...events: UploadEvent[]): UploadItem {
  return events.reduce(uploadReducer, newUploadItem("k1", { name: "take_two.wav", size: 1000 }));
}

function mount(element: ReactElement) {
  const router = createMemoryRouter([
    { path: "/", element: <ShellContext.Provider value={shell}>{element}</ShellContext.Provider> },
  ]);
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

function actions() {
  return { pause: vi.fn(), resume: vi.fn(), cancel: vi.fn(), dismiss: vi.fn() };
}

const button = (root: HTMLElement, label: string) =>
  root.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement | null;

describe("UploadRow", () => {
  it("shows the bar at 10 + 85 % of the bytes, named for the file, with Pause and Cancel", () => {
    const a = actions();
    const { container } = mount(
      <UploadRow
        item={item({ type: "created", trackId: "trk_1" }, { type: "progress", sent: 500 })}
        actions={a}
        options={options}
      />,
    );
    const bar = container.querySelector("progress") as HTMLProgressElement;
    expect(bar.getAttribute("aria-label")).toBe("take_two.wav progress");
    expect(bar.value).toBe(52);
    expect(container.querySelector("[role=status]")?.textContent).toBe("52 % · Uploading");
    expect(button(container, "Resume take_two.wav")).toBeNull();
    click(button(container, "Pause take_two.wav") as HTMLButtonElement);
    expect(a.pause).toHaveBeenCalledWith("k1");
    click(button(container, "Cancel take_two.wav") as HTMLButtonElement);
    expect(a.cancel).toHaveBeenCalledWith("k1");
  });

  it("offers Retry after an error, saying why", () => {
    const a = actions();
    const { container } = mount(
      <UploadRow item={item({ type: "error", message: "Network error" })} actions={a} options={options} />,
    );
    expect(container.textContent).toContain("Upload interrupted: Network error");
    click(button(container, "Retry take_two.wav") as HTMLButtonElement);
    expect(a.resume).toHaveBeenCalledWith("k1");
  });

  it("caps at 95 while processing, and shows a failure's reason at the end", () => {
    const processing = mount(
      <UploadRow
        item={item({ type: "created", trackId: "t" }, { type: "uploaded" })}
        actions={actions()}
        options={options}
      />,
    );
    expect((processing.container.querySelector("progress") as HTMLProgressElement).value).toBe(95);
    expect(button(processing.container, "Cancel take_two.wav")).toBeNull();
    processing.unmount();
    const failed = mount(
      <UploadRow
        item={item(
          { type: "uploaded" },
          { type: "server", processing: "failed", error: "Not a FLAC stream" },
        )}
        actions={actions()}
        options={options}
      />,
    );
    expect(failed.container.querySelector("[role=status]")?.textContent).toBe(
      "100 % · Failed: Not a FLAC stream",
    );
    expect(button(failed.container, "Dismiss take_two.wav")).not.toBeNull();
  });

  it("has no bar for a refused file", () => {
    const { container } = mount(
      <UploadRow
        item={newUploadItem("k", { name: "a.png", size: 5 }, "Not an audio file")}
        actions={actions()}
        options={options}
      />,
    );
    expect(container.querySelector("progress")).toBeNull();
    expect(container.textContent).toContain("Not uploaded: Not an audio file");
  });

  it("edits the details while uploading; the schema refuses an empty title before sending", () => {
    const { container } = mount(
      <UploadRow item={item({ type: "created", trackId: "trk_1" })} actions={actions()} options={options} />,
    );
    expect(container.querySelector("form")).toBeNull();
    click(button(container, "Edit details of take_two.wav") as HTMLButtonElement);
    const form = container.querySelector('form[aria-label="Details of take_two.wav"]') as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/creator-promoter/music/music-tracks/trk_1");
    const title = form.querySelector('input[name="title"]') as HTMLInputElement;
    expect(title.value).toBe("take two");
    expect([...form.querySelectorAll("select[name=genre_id] option")].map((o) => o.textContent)).toEqual([
      "None",
      "Afrobeats",
    ]);
    title.value = "";
    submit(form);
    expect(form.querySelector(".field__error")?.textContent).toBe("Enter a title.");
    expect(title.getAttribute("aria-invalid")).toBe("true");
  });
});
