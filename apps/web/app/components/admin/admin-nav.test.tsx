// Server-rendered: the admin navigation and its pending count must be in the first HTML.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AdminNav, adminSection } from "./admin-nav";

function html(url: string, element: JSX.Element): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return renderToString(<RouterProvider router={router} />);
}

describe("admin navigation", () => {
  it("links every section in a labelled landmark, the current page marked", () => {
    const out = html("/admin/genres", <AdminNav pendingCount={null} />);
    expect(out).toContain('aria-label="Admin console"');
    for (const href of [
      "/admin",
      "/admin/genres",
      "/admin/moods",
      "/admin/origins",
      "/admin/user-types",
      "/admin/user-categories",
      "/admin/users",
      "/admin/user-applications",
      "/admin/tracks-for-sale",
      "/admin/audit",
    ]) {
      expect(out).toContain(`href="${href}"`);
    }
    expect(out).toMatch(/aria-current="page"[^>]*>Genres</);
    expect(out.match(/aria-current=/g)).toHaveLength(1);
  });

  it("shows the pending count on Applications, and no badge when it is unknown", () => {
    const out = html("/admin", <AdminNav pendingCount={3} />);
    expect(out).toMatch(/Applications<span class="admin-nav__badge" data-pending-count="3">/);
    expect(out).toContain(", 3 pending");
    expect(html("/admin", <AdminNav pendingCount={null} />)).not.toContain("admin-nav__badge");
    expect(html("/admin", <AdminNav pendingCount={0} />)).toContain('data-pending-count="0"');
  });

  it("puts a user's or an application's page under its list", () => {
    expect(adminSection("/admin/users/usr_1")?.label).toBe("Users");
    expect(adminSection("/admin/user-applications/app_1")?.label).toBe("Applications");
    expect(adminSection("/admin/genres/")?.label).toBe("Genres");
    expect(adminSection("/admin/genres/x")).toBeUndefined();
    expect(adminSection("/admin")?.label).toBe("Dashboard");
    expect(adminSection("/admin/tracks-for-sale")?.label).toBe("Tracks for sale");
  });
});
