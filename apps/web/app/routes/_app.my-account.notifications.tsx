import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PageLink } from "../components/widgets/page-link";
import { PaginationBar } from "../components/widgets/pagination-bar";
import type { NotificationItem, NotificationPage } from "../lib/api/contract";
import { useAppUser } from "../lib/app-user";
import { AUDIO_PERMISSION_KEY, type AudioPermission, readAudioPermission } from "../lib/audio-permission";
import { pageTitle } from "../lib/meta";
import { markedRead, requestedPage, withLiveNotification } from "../lib/realtime/notification-page";
import { useLiveNotifications } from "../lib/realtime/realtime-provider";
import { useShell } from "../lib/shell-context";
import { apiGet } from "../lib/signed-in-calls.server";

export const meta: MetaFunction = () => pageTitle("Notifications");

/** Shown by the pagination bar; the api allows up to 50. */
const PER_PAGE = 10;

/** One page of the list (`?page=`), clamped: a page past the end redirects to the last page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = requestedPage(url.searchParams.get("page"), PER_PAGE);
  const list = await apiGet(context, request, "GET /user/global/notifications", {
    query: { page, per_page: PER_PAGE },
  });
  const asked = url.searchParams.get("page");
  if (page > list.last_page || (asked !== null && asked !== String(page))) {
    const target = Math.min(page, list.last_page);
    throw redirect(target === 1 ? url.pathname : `${url.pathname}?page=${target}`);
  }
  return { page: list };
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function NotificationRow({ item, onRead }: { item: NotificationItem; onRead: (id: string) => void }) {
  return (
    <li className={`notification${item.read ? "" : " notification--unread"}`} data-id={item.id}>
      <div>
        <p className="notification__text">{item.msg}</p>
        <p className="notification__meta">
          {item.type} · <time dateTime={item.created_at}>{formatTime(item.created_at)}</time>
          {item.read ? null : " · Unread"}
        </p>
      </div>
      {item.read ? null : (
        <button
          type="button"
          className="button button--ghost"
          aria-label={`Mark as read: ${item.msg}`}
          onClick={() => onRead(item.id)}
        >
          Mark as read
        </button>
      )}
    </li>
  );
}

/** The stored notifications with live additions (spec §3 messages arrive through the websocket). */
function NotificationList() {
  // Single fetch types `Record<string, unknown>` as `{ [x]: undefined }`; the api's shape is NotificationPage.
  const loaded = useLoaderData<typeof loader>().page as NotificationPage;
  const shell = useShell();
  const navigate = useNavigate();
  const [page, setPage] = useState(loaded);
  // A new loader answer (another ?page=) replaces the local copy in the same render, not one commit later
  // through an effect (which would paint the previous page's rows once).
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    setPage(loaded);
  }
  useLiveNotifications((live) => setPage((current) => withLiveNotification(current, live)));

  const read = async (id: string | "all") => {
    const result =
      id === "all"
        ? await shell.api.request("POST /user/global/notifications/read-all")
        : await shell.api.request("POST /user/global/notifications/read/{id}", { params: { id } });
    if (!result.ok) return;
    setPage((current) => markedRead(current, id, new Date().toISOString()));
    if (id === "all") shell.toast("success", result.msg ?? "All notifications marked as read.");
  };

  return (
    <section className="card" aria-labelledby="inbox-title">
      <div className="page-head">
        <h2 id="inbox-title">
          Inbox {page.unread > 0 ? <span className="badge badge--warn">{page.unread} unread</span> : null}
        </h2>
        <button
          type="button"
          className="button button--ghost"
          disabled={page.unread === 0}
          onClick={() => void read("all")}
        >
          Mark all as read
        </button>
      </div>
      {page.total === 0 ? (
        <div className="empty-state">
          <p>
            <strong>No notifications yet</strong>
          </p>
          <p>Sign-ins, password changes, payments and campaign news will appear here as they happen.</p>
        </div>
      ) : (
        <>
          <ul className="notification-list" aria-label="Notification list">
            {page.data.map((item) => (
              <NotificationRow key={item.id} item={item} onRead={(id) => void read(id)} />
            ))}
          </ul>
          <PaginationBar
            meta={page}
            label="Notification pages"
            getPageHref={(n) => (n === 1 ? "?" : `?page=${n}`)}
            LinkComponent={PageLink}
            onPageChange={(n) => navigate(n === 1 ? "?" : `?page=${n}`, { preventScrollReset: true })}
          />
        </>
      )}
    </section>
  );
}

const PERMISSION_TEXT: Record<AudioPermission, string> = {
  unknown: "Not asked yet: Ngoma will ask the first time it wants to play a sound.",
  granted: "Allowed on this device.",
  denied: "Blocked on this device.",
};

export default function Notifications() {
  const user = useAppUser();
  const shell = useShell();
  const [prefs, setPrefs] = useState(user.preferences);
  const [permission, setPermission] = useState<AudioPermission>("unknown");
  useEffect(() => setPermission(readAudioPermission(localStorage.getItem(AUDIO_PERMISSION_KEY))), []);

  // Toggles save at once through the browser client; a failure toasts and the switch goes back.
  const toggle = async (key: "email_notifications" | "audio_notifications", value: boolean) => {
    setPrefs((p) => ({ ...p, [key]: value }));
    const result = await shell.api.request("POST /auth/user/update_preferences", {
      body: { [key]: value },
      retry: true,
    });
    if (result.ok) shell.toast("success", "Notification settings saved");
    else setPrefs((p) => ({ ...p, [key]: !value }));
  };

  const setAudioPermission = (value: AudioPermission) => {
    if (value === "unknown") localStorage.removeItem(AUDIO_PERMISSION_KEY);
    else localStorage.setItem(AUDIO_PERMISSION_KEY, value);
    setPermission(value);
  };

  return (
    <div className="stack">
      <div className="page-head">
        <div>
          <h1>Notifications</h1>
          <p>Choose how Ngoma tells you about campaigns, payments and account activity.</p>
        </div>
      </div>
      <NotificationList />
      <section className="card" aria-labelledby="channels-title">
        <h2 id="channels-title">Channels</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={prefs.email_notifications}
            onChange={(e) => void toggle("email_notifications", e.target.checked)}
          />
          E-mail me about account activity
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={prefs.audio_notifications}
            onChange={(e) => void toggle("audio_notifications", e.target.checked)}
          />
          Play a sound for live notifications
        </label>
      </section>
      <section className="card" aria-labelledby="sound-title">
        <h2 id="sound-title">Sound on this device</h2>
        <p>{PERMISSION_TEXT[permission]}</p>
        <div className="row">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setAudioPermission(permission === "granted" ? "denied" : "granted")}
          >
            {permission === "granted" ? "Block sounds" : "Allow sounds"}
          </button>
        </div>
      </section>
    </div>
  );
}
