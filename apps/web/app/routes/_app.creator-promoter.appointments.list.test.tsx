// @vitest-environment jsdom
// The studio list from its loader's data: each studio's card (name linking to its page, city, producer,
// the hourly rate in the viewer's currency, deposit, lengths, zone), the empty and refused states, and the
// filter form sending the highest rate typed in the viewer's currency as US cents.
import { afterEach, describe, expect, it } from "vitest";
import { mountPage, plain, settle } from "../components/songs/market/market-test-page";
import { cleanup, submit } from "../components/widgets/test-dom";
import type { StudiosData } from "../lib/appointments/bookings.server";
import { readStudioFilters } from "../lib/appointments/list-filters";
import { onePage, WAVE_STUDIO } from "../lib/appointments/test-fixtures";
import { loader as appointmentsIndex } from "./_app.creator-promoter.appointments._index";
import StudioList from "./_app.creator-promoter.appointments.list";

afterEach(cleanup);

const PATH = "/creator-promoter/appointments/list";

function studios(search: string, extra: Partial<StudiosData> = {}): StudiosData {
  return {
    filters: readStudioFilters(new URLSearchParams(search)),
    page: onePage([WAVE_STUDIO], 12),
    refused: null,
    ...extra,
  };
}

const mount = (loads: StudiosData[], search = "") =>
  mountPage({ pattern: PATH, url: `${PATH}${search}`, loads, element: <StudioList /> });

describe("the studio list", () => {
  it("shows each studio with its rate in the viewer's currency and links to its page", async () => {
    const { page } = await mount([studios("")]);
    const card = page.querySelector(`[data-studio="${WAVE_STUDIO.id}"]`);
    const text = plain(card);
    for (const fact of [
      "Wave Room",
      "Kampala · by Kato Beats",
      "UGX 73,700 an hour",
      "Deposit30% up front",
      "Sessions2 or 3 hours",
      "Time zoneAfrica/Kampala",
    ]) {
      expect(text).toContain(fact);
    }
    // Its next free time, named in a zone, with the session length it is for.
    expect(text).toMatch(/Next free.*2026.*(GMT\+3|EAT|UTC).*\(2 hours\)/);
    const none = await mount([{ ...studios(""), page: onePage([{ ...WAVE_STUDIO, next_free: null }], 12) }]);
    expect(plain(none.page)).toContain("Next freeNothing in the next two weeks");
    expect(card?.querySelector("h2 a")?.getAttribute("href")).toBe(
      "/creator-promoter/appointments/studios/std_wave",
    );
    expect(plain(page)).toContain("Showing 1 to 1 of 1 studios");
    const tabs = page.querySelector('nav[aria-label="Studio appointments"]');
    expect(tabs?.querySelector('a[aria-current="page"]')?.textContent).toBe("Find a studio");
  });

  it("tells an empty filtered list from no studios at all, and shows a refused filter in place", async () => {
    const filtered = await mount([studios("?city=Gulu", { page: onePage([]) })], "?city=Gulu");
    expect(plain(filtered.page)).toContain("No studios match these filters");
    cleanup();
    const empty = await mount([studios("", { page: onePage([]) })]);
    expect(plain(empty.page)).toContain("No studios are taking bookings yet");
    cleanup();
    const refused = await mount([studios("", { page: null, refused: "Page is too large." })]);
    expect(plain(refused.page.querySelector("[role=alert]"))).toBe("Page is too large.");
  });

  it("sends the city and the highest rate typed in UGX as US cents, and refuses an unreadable rate", async () => {
    const { page, router } = await mount([studios("")]);
    const form = page.querySelector("form[role=search]") as HTMLFormElement;
    (form.querySelector("input[name=max_rate]") as HTMLInputElement).value = "lots";
    submit(form);
    await settle(router);
    expect(plain(form)).toContain("Enter an amount in UGX, or leave it empty.");
    expect(router.state.location.search).toBe("");
    (form.querySelector("input[name=city]") as HTMLInputElement).value = "Kampala";
    (form.querySelector("input[name=max_rate]") as HTMLInputElement).value = "50,000";
    submit(form);
    await settle(router);
    expect(router.state.location.search).toBe("?city=Kampala&max_rate=1357");
    expect(page.querySelector("label[for]")?.textContent).toBe("City");
    expect(plain(page)).toContain("Highest hourly rate (UGX)");
  });
});

describe("the appointments' own address", () => {
  it("leads to the studio list", () => {
    const answer = appointmentsIndex();
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(PATH);
  });
});
