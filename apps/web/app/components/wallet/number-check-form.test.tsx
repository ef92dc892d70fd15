// @vitest-environment jsdom
// The step that proves a mobile money number: it texts the code when it opens, says where it went, shows a
// refused code on the code field, and closes once the code is accepted.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellContext } from "../../lib/shell-context";
import { fakeShell } from "../../lib/test-shell";
import { cleanup, render, submit, typeInto } from "../widgets/test-dom";
import { NumberCheckForm } from "./number-check-form";
import { momoMethod } from "./test-fixtures";

afterEach(cleanup);

const { shell } = fakeShell(async <T,>() => ({ ok: true as const, status: 200, data: [] as T }));

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function mount(answer: (form: FormData) => unknown, onDone: () => void) {
  const posted: FormData[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/my-wallet/payment-methods",
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return answer(form);
        },
        element: (
          <NumberCheckForm
            method={{ ...momoMethod, needs_verification: true }}
            action="/my-wallet/payment-methods"
            onDone={onDone}
          />
        ),
      },
    ],
    { initialEntries: ["/my-wallet/payment-methods"] },
  );
  const mounted = render(
    <ShellContext.Provider value={shell}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ShellContext.Provider>,
  );
  return { ...mounted, posted };
}

describe("NumberCheckForm", () => {
  it("sends the code on opening, refuses a wrong one on its field, and closes on the right one", async () => {
    const onDone = vi.fn();
    let right = false;
    const { container, posted } = mount((form) => {
      if (form.get("intent") === "send-code") return { ok: true, msg: "We sent a code.", at: Date.now() };
      return right
        ? { ok: true, msg: "Mobile money number verified", at: Date.now(), intent: "verify" }
        : {
            ok: false,
            code: "VALIDATION",
            fieldErrors: { code: ["The code is incorrect."] },
            at: Date.now(),
            intent: "verify",
          };
    }, onDone);
    await settle();
    expect(posted.map((f) => f.get("intent"))).toEqual(["send-code"]);
    expect(posted[0]?.get("id")).toBe(momoMethod.id);
    expect(container.textContent).toContain(`We sent a 6-digit code to ${momoMethod.label}`);

    const input = container.querySelector<HTMLInputElement>('input[name="code"]') as HTMLInputElement;
    typeInto(input, "000000");
    submit(container.querySelector("form") as HTMLFormElement);
    await settle();
    expect(posted.at(-1)?.get("intent")).toBe("verify");
    expect(posted.at(-1)?.get("code")).toBe("000000");
    expect(container.textContent).toContain("The code is incorrect.");
    expect(onDone).not.toHaveBeenCalled();

    right = true;
    typeInto(input, "123456");
    submit(container.querySelector("form") as HTMLFormElement);
    await settle();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("says why a code could not be sent", async () => {
    const { container } = mount(
      () => ({
        ok: false,
        code: "RATE_LIMITED",
        msg: "This account has sent too many text messages today. Try again tomorrow.",
        fieldErrors: {},
        at: Date.now(),
      }),
      () => {},
    );
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain("too many text messages");
  });
});
