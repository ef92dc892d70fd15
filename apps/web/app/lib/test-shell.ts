// The Shell the component tests put in ShellContext, in one place instead of a stub in every file: it
// writes down each toast and banner for the test to read, its api answers as if the network were down
// unless the test passes its own `request`, and an authentication failure plays nothing.
// Type imports only, so a test that re-imports lib/shell-context after vi.resetModules() can use it too.
import type { ApiClient } from "./api/client";
import type { ApiResult } from "./api/envelope";
import type { BannerKind, Shell } from "./shell-context";
import type { ToastKind } from "./toasts";

export interface FakeShell {
  /** Goes in `<ShellContext.Provider value={shell}>`. */
  shell: Shell;
  /** Every toast, oldest first, as [kind, message]; empty it with `toasts.length = 0`. */
  toasts: [ToastKind, string | undefined][];
  /** Every banner, oldest first, as [kind, message]. */
  banners: [BannerKind, string][];
}

/** `api.request` when the test passes none: a network failure (no answer arrived), with no msg. */
async function networkDown<T>(): Promise<ApiResult<T>> {
  return { ok: false, status: 0, code: "NETWORK", fieldErrors: {} };
}

/**
 * A Shell that records its toasts and banners; `request` stands in for `api.request`.
 *
 * @example
 * const { shell, toasts } = fakeShell(async <T,>() => ({ ok: true as const, status: 200, data: [] as T }));
 * render(<ShellContext.Provider value={shell}><PaymentModalSlot open … /></ShellContext.Provider>);
 * expect(toasts).toContainEqual(["success", "Payment processed successfully"]);
 */
export function fakeShell(request: ApiClient["request"] = networkDown): FakeShell {
  const toasts: FakeShell["toasts"] = [];
  const banners: FakeShell["banners"] = [];
  const shell: Shell = {
    toast: (kind, message) => void toasts.push([kind, message]),
    banner: (kind, message) => void banners.push([kind, message]),
    api: { request },
    authFailed: () => undefined,
  };
  return { shell, toasts, banners };
}
