// @vitest-environment jsdom
// The beat form: checked before it is posted (the beat's fields and the tier editor together), the tier
// editor posts what lib/beats/tiers reads, and the api's 422 shows under the field it names.
import * as Api from "@ngoma/api/contract";
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { actionOk, invalidForm } from "../../lib/api/failure";
import { beatForm } from "../../lib/beats/beat-form";
import { BEATS_PAGES } from "../../lib/beats/paths";
import { parseForm } from "../../lib/form-parse";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { choose, cleanup, click, render, submit, typeInto } from "../widgets/test-dom";
import { BeatForm } from "./beat-form";

afterEach(cleanup);

const OPTIONS = { genres: [{ id: "gen_afro", title: "Afrobeats" }], moods: [] };

function mount(answer: (form: FormData) => unknown = () => actionOk("Beat Added", "create")) {
  const posted: FormData[] = [];
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: BEATS_PAGES.manager,
        element: (
          <ShellContext.Provider value={shell}>
            <BeatForm
              intent="create"
              action={BEATS_PAGES.manager}
              options={OPTIONS}
              submitLabel="Create beat"
            />
          </ShellContext.Provider>
        ),
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return answer(form);
        },
      },
    ],
    { initialEntries: [BEATS_PAGES.manager] },
  );
  const { container } = render(<RouterProvider router={router} />);
  const form = container.querySelector("form");
  if (!form) throw new Error("no form");
  const input = (id: string) => {
    const found = form.querySelector(`#${id}`);
    if (!(found instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
    return found;
  };
  const select = (id: string) => {
    const found = form.querySelector(`#${id}`);
    if (!(found instanceof HTMLSelectElement)) throw new Error(`no select #${id}`);
    return found;
  };
  return { form, posted, toasts, input, select };
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function fill({ input, select }: Pick<ReturnType<typeof mount>, "input" | "select">) {
  typeInto(input("create-beat-title"), "Night Drive");
  typeInto(input("create-beat-bpm"), "92");
  choose(select("create-beat-key"), "C# minor");
}

describe("the beat form", () => {
  it("offers the five tiers, the four leases ticked, and the 24 keys", () => {
    const { form, input, select } = mount();
    expect(form.querySelectorAll("fieldset.beat-tier")).toHaveLength(5);
    const offered = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name$=".offered"]')];
    expect(offered.map((box) => box.checked)).toEqual([true, true, true, true, false]);
    // The exclusive's terms stay out of the way until it is offered.
    expect(input("create-beat-exclusive-price").closest("[hidden]")).not.toBeNull();
    expect(select("create-beat-key").options).toHaveLength(25);
  });

  it("refuses an empty form on its fields and posts nothing", () => {
    const { form, input, posted } = mount();
    submit(form);
    expect(input("create-beat-title").getAttribute("aria-invalid")).toBe("true");
    expect(form.querySelector("#create-beat-key-error")?.textContent).toBe("Choose the key.");
    expect(posted).toHaveLength(0);
  });

  it("says a tier needs offering, when none is", () => {
    const mounted = mount();
    const { form, posted } = mounted;
    fill(mounted);
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name$=".offered"]'))
      if (box.checked) click(box);
    submit(form);
    expect(form.querySelector(".beat-tiers > .field__error")?.textContent).toBe(
      "Offer at least one licence.",
    );
    expect(posted).toHaveLength(0);
  });

  it("makes a right a count again when unlimited is unticked", () => {
    const { input } = mount();
    const streams = input("create-beat-unlimited-audio_streams");
    expect(streams.disabled).toBe(true);
    const box = streams.parentElement?.querySelector('input[type="checkbox"]');
    if (!box) throw new Error("no unlimited box");
    click(box);
    expect(streams.disabled).toBe(false);
  });

  it("posts what the action reads into a body the api accepts", async () => {
    const mounted = mount();
    const { form, input, posted, toasts } = mounted;
    fill(mounted);
    typeInto(input("create-beat-basic-price"), "25");
    submit(form);
    await settle();
    expect(posted).toHaveLength(1);
    // The request's FormData is Node's, not jsdom's: read its entries (the last of a name wins, as in
    // parseForm, so a ticked box's "true" beats the hidden "false" before it).
    const parsed = parseForm(beatForm, Object.fromEntries(posted[0]?.entries() ?? []));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect((parsed.data.licences ?? []).map((l) => [l.tier, l.price_cents])).toEqual([
      ["basic", 2_500],
      ["premium", 4_999],
      ["trackout", 9_999],
      ["unlimited", 19_999],
    ]);
    expect(parsed.data.licences?.[3]?.distribution_copies).toBeNull();
    expect(Api.createBeatBody.safeParse(parsed.data).success).toBe(true);
    expect(toasts).toContainEqual(["success", "Beat Added"]);
  });

  it("shows the api's 422 under the tier field it names", async () => {
    const mounted = mount(() =>
      invalidForm({ "tiers.trackout.price": ["A price is at most $100,000."] }, "create"),
    );
    const { form, input } = mounted;
    fill(mounted);
    submit(form);
    await settle();
    expect(form.querySelector("#create-beat-trackout-price-error")?.textContent).toBe(
      "A price is at most $100,000.",
    );
    expect(input("create-beat-trackout-price").getAttribute("aria-invalid")).toBe("true");
  });
});
