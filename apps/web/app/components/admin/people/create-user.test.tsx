// @vitest-environment jsdom
// "Create user": the form is checked before it is posted, the role is a controlled choice (a creator's
// kind is asked only of a creator), and the action receives exactly the fields it reads.
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PEOPLE_PAGES } from "../../../lib/admin/people/paths";
import { actionOk } from "../../../lib/api/failure";
import { ShellContext } from "../../../lib/shell-context";
import { fakeShell } from "../../../lib/test-shell";
import { choose, cleanup, click, polyfillDialog, render, submit, typeInto } from "../../widgets/test-dom";
import { CreateUserButton } from "./create-user";

beforeAll(polyfillDialog);
afterEach(cleanup);

function mount(posted: FormData[]) {
  const { shell, toasts } = fakeShell();
  const router = createMemoryRouter(
    [
      {
        path: PEOPLE_PAGES.users,
        element: (
          <ShellContext.Provider value={shell}>
            <CreateUserButton />
          </ShellContext.Provider>
        ),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return actionOk("User created.");
        },
      },
    ],
    { initialEntries: [PEOPLE_PAGES.users] },
  );
  const { container } = render(<RouterProvider router={router} />);
  const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Create user");
  if (!button) throw new Error("no Create user button");
  click(button);
  const form = container.querySelector("form");
  if (!form) throw new Error("the dialog has no form");
  const find = (id: string) => {
    const found = form.querySelector(`#${id}`);
    if (!found) throw new Error(`no #${id}`);
    return found;
  };
  const input = (id: string) => {
    const found = find(id);
    if (!(found instanceof HTMLInputElement)) throw new Error(`#${id} is no input`);
    return found;
  };
  const select = (id: string) => {
    const found = find(id);
    if (!(found instanceof HTMLSelectElement)) throw new Error(`#${id} is no select`);
    return found;
  };
  return { form, input, select, toasts };
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("CreateUserButton", () => {
  it("refuses an empty form on its fields and posts nothing", () => {
    const posted: FormData[] = [];
    const { form, input } = mount(posted);
    submit(form);
    const email = input("create-user-email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(form.querySelector("#create-user-email-error")?.textContent).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("asks a creator's kind only for the creator role, and posts the chosen one", async () => {
    const posted: FormData[] = [];
    const { form, input, select } = mount(posted);
    expect(form.querySelector("#create-user-kind")).toBeNull();
    choose(select("create-user-role"), "creator");
    const kind = select("create-user-kind");
    expect([...kind.options].map((o) => o.value)).toContain("producer");
    choose(kind, "producer");
    expect(kind.value).toBe("producer");

    typeInto(input("create-user-name"), "Nia Producer");
    typeInto(input("create-user-email"), "nia@example.com");
    submit(form);
    await settle();
    expect(posted).toHaveLength(1);
    const body = Object.fromEntries(posted[0]?.entries() ?? []);
    expect(body).toMatchObject({
      intent: "create",
      name: "Nia Producer",
      email: "nia@example.com",
      role: "creator",
      creator_kind: "producer",
    });
  });

  it("forgets the kind when the role goes back to listener", () => {
    const { form, select } = mount([]);
    const role = select("create-user-role");
    choose(role, "creator");
    expect(form.querySelector("#create-user-kind")).not.toBeNull();
    choose(role, "listener");
    expect(role.value).toBe("listener");
    expect(form.querySelector("#create-user-kind")).toBeNull();
  });
});
