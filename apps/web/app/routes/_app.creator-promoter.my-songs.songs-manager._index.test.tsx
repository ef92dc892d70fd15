// @vitest-environment jsdom
// The songs manager from its loader's data: each row's listing, rights, bids in the viewer's currency and
// the owner's switches (a co-written song shows its state only), the empty states, taking a song with bids
// off sale and deleting one (both asked first, a 409 said in the api's words), and the "New song" editor:
// the splits' running total, and nothing sent until they add up to 100.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MoneyProvider } from "../components/money/money-context";
import { cleanup, click, polyfillDialog, render, submit, typeInto } from "../components/widgets/test-dom";
import { actionError, actionOk } from "../lib/api/failure";
import { DEFAULT_MONEY } from "../lib/money/money-settings";
import { ShellContext } from "../lib/shell-context";
import type { SongsManagerData } from "../lib/songs/writer-page-data";
import { readSongFilters } from "../lib/songs/writer-query";
import { CLEAR_SONG, pageOf, RIVER_SONG } from "../lib/songs/writer-test-fixtures";
import { fakeShell } from "../lib/test-shell";
import SongsManager from "./_app.creator-promoter.my-songs.songs-manager._index";

beforeAll(polyfillDialog);
afterEach(cleanup);

const PATH = "/creator-promoter/my-songs/songs-manager";
const CO_WRITTEN = { ...CLEAR_SONG, id: "sng_03", title: "Night Bus", is_owner: false };

function data(search: string, extra: Partial<SongsManagerData> = {}): SongsManagerData {
  return {
    page: pageOf([RIVER_SONG, CO_WRITTEN]),
    filters: readSongFilters(new URLSearchParams(search)),
    options: { genres: [{ id: "gen_afro", title: "Afrobeats" }], moods: [] },
    creating: new URLSearchParams(search).get("new") === "1",
    ...extra,
  };
}

async function mount(
  load: (url: URL) => SongsManagerData,
  options: { search?: string; answer?: (form: FormData) => unknown } = {},
) {
  const posted: FormData[] = [];
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        loader: ({ request }) => load(new URL(request.url)),
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return options.answer?.(form) ?? actionOk("Song Updated", String(form.get("intent")));
        },
        element: (
          <ShellContext.Provider value={shell}>
            <MoneyProvider
              settings={{ ...DEFAULT_MONEY, currency: "UGX", minorUnits: 0, rates: { USD: 1, UGX: 3685 } }}
            >
              <SongsManager />
            </MoneyProvider>
          </ShellContext.Provider>
        ),
      },
    ],
    { initialEntries: [`${PATH}${options.search ?? ""}`] },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await settle(router);
  return { page: view.container, router, posted, toasts };
}

async function settle(router: {
  state: { navigation: { state: string }; revalidation: string; initialized: boolean };
}) {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 2));
    while (
      router.state.navigation.state !== "idle" ||
      router.state.revalidation !== "idle" ||
      !router.state.initialized
    ) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
}

const plain = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");
const button = (root: Element, name: string) =>
  [...root.querySelectorAll("button")].find((b) => plain(b).trim() === name) as HTMLButtonElement;
const openDialog = () => document.querySelector("dialog[open]");

describe("the songs manager", () => {
  it("shows each song's listing, rights, pending bids and highest bid in the viewer's currency", async () => {
    const { page } = await mount(() => data(""));
    const row = page.querySelector(`tr[data-song-id="${RIVER_SONG.id}"]`);
    const text = plain(row);
    for (const fact of ["River Song", "Approved", "No", "Waiting for 1 writer", "2", "UGX 737,000"]) {
      expect(text).toContain(fact);
    }
    expect(row?.querySelector("a")?.getAttribute("href")).toBe(`${PATH}/${RIVER_SONG.id}`);
    const sale = row?.querySelector('[role="switch"]');
    expect(sale?.getAttribute("aria-checked")).toBe("true");
    expect(sale?.getAttribute("aria-label")).toBe("For sale: River Song");
    // A co-written song: its state, but neither the switch nor Delete.
    const co = page.querySelector(`tr[data-song-id="${CO_WRITTEN.id}"]`);
    expect(plain(co)).toContain("Co-writer");
    expect(plain(co)).toContain("Clear");
    expect(co?.querySelector('[role="switch"]')).toBeNull();
    expect(co?.querySelector('[aria-label^="Delete"]')).toBeNull();
    expect(page.querySelector("table caption")?.textContent).toBe("Your songs");
  });

  it("tells an empty search from no songs at all", async () => {
    const none = await mount(() => data("", { page: pageOf([]) }));
    expect(plain(none.page)).toContain("No songs yet — write your first");
    expect(none.page.querySelector("form[role=search]")).toBeNull();
    cleanup();
    const filtered = await mount((url) => data(url.search, { page: pageOf([]) }), { search: "?q=zzz" });
    expect(plain(filtered.page)).toContain("No songs match this search");
    expect(filtered.page.querySelector<HTMLInputElement>("form[role=search] input[name=q]")?.value).toBe(
      "zzz",
    );
  });

  it("asks before taking a song with bids off sale, then posts the status", async () => {
    const { page, router, posted } = await mount(() => data(""));
    click(page.querySelector(`tr[data-song-id="${RIVER_SONG.id}"] [role="switch"]`) as Element);
    expect(plain(openDialog())).toContain("Its 2 pending bids will be declined");
    expect(posted).toHaveLength(0);
    click(button(openDialog() as Element, "Take off sale"));
    await settle(router);
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0]?.entries() ?? [])).toEqual({
      intent: "status",
      id: RIVER_SONG.id,
      status: "0",
    });
  });

  it("deletes only once confirmed and says the api's refusal", async () => {
    const { page, router, posted, toasts } = await mount(() => data(""), {
      answer: () =>
        actionError(
          {
            ok: false,
            status: 409,
            code: "CONFLICT",
            msg: "A song with an approved bid or sold cannot be deleted.",
            fieldErrors: {},
          },
          "delete",
        ),
    });
    click(page.querySelector('[aria-label="Delete River Song"]') as Element);
    expect(plain(openDialog())).toContain("cannot be undone");
    click(button(openDialog() as Element, "Cancel"));
    expect(posted).toHaveLength(0);
    click(page.querySelector('[aria-label="Delete River Song"]') as Element);
    click(button(openDialog() as Element, "Delete song"));
    await settle(router);
    expect(posted[0]?.get("intent")).toBe("delete");
    expect(toasts).toContainEqual(["error", "A song with an approved bid or sold cannot be deleted."]);
  });

  it("opens the editor with the owner at 100% and sends nothing until the splits add up to 100", async () => {
    const { page, router, posted } = await mount((url) => data(url.search));
    click(button(page, "New song"));
    const form = page.querySelector('form[aria-label="New song"]') as HTMLFormElement;
    expect(form).not.toBeNull();
    expect(plain(form.querySelector(".song-writer[data-owner]"))).toContain("You");
    expect(plain(form.querySelector(".song-writers__total"))).toBe("Total: 100%.");
    click(button(form, "Add a co-writer"));
    const who = form.querySelector<HTMLInputElement>('input[name="writers.1.who"]') as HTMLInputElement;
    expect(document.activeElement).toBe(who);
    typeInto(who, "juma@example.com");
    typeInto(form.querySelector('input[name="writers.0.split"]') as HTMLInputElement, "60");
    typeInto(form.querySelector('input[name="writers.1.split"]') as HTMLInputElement, "30");
    expect(plain(form.querySelector(".song-writers__total"))).toBe(
      "Total: 90%. The splits must add up to 100%.",
    );
    typeInto(form.querySelector('input[name="title"]') as HTMLInputElement, "River Song");
    const lyrics = form.querySelector("textarea[name=lyrics]") as HTMLTextAreaElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(
        lyrics,
        "Down by the river",
      );
      lyrics.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(plain(form)).toContain("17 of 20,000 characters.");
    typeInto(form.querySelector('input[name="language"]') as HTMLInputElement, "English");
    typeInto(form.querySelector('input[name="min_bid"]') as HTMLInputElement, "36,850");
    submit(form);
    await settle(router);
    expect(posted).toHaveLength(0);
    expect(plain(form.querySelector(".song-writers [role=alert]"))).toBe(
      "Splits must add up to 100% (they add up to 90%).",
    );
    typeInto(form.querySelector('input[name="writers.1.split"]') as HTMLInputElement, "40");
    submit(form);
    await settle(router);
    expect(posted).toHaveLength(1);
    const sent = Object.fromEntries(posted[0]?.entries() ?? []);
    expect(sent).toMatchObject({
      intent: "create",
      "writers.0.owner": "true",
      "writers.0.split": "60",
      "writers.1.who": "juma@example.com",
      "writers.1.split": "40",
      min_bid: "36,850",
    });
  });
});
