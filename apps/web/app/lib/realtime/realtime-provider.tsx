// The thin React side of the websocket client: one RealtimeConnection per signed-in layout, its status
// and buffer in state, notifications toasted and handed to subscribers (the notifications page adds
// them to its list live). All the rules live in connection.ts.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useShell } from "../shell-context";
import { type ConnectionStatus, RealtimeConnection, type SocketLike } from "./connection";
import type { StoredMessage } from "./message-buffer";
import { type LiveNotification, readNotification } from "./notification";
import { websocketUrl } from "./policy";

type Listener = (notification: LiveNotification) => void;

export interface Realtime {
  status: ConnectionStatus;
  /** The last 100 messages received (oldest first). */
  messages: StoredMessage[];
  /** Calls `listener` for every live notification until the returned function is called. */
  subscribe(listener: Listener): () => void;
  /** Manual disconnect (logout): close code 1000, reason 'user logout'. */
  disconnect(): void;
}

const RealtimeContext = createContext<Realtime | null>(null);

/** The live connection, or null outside the signed-in layout. */
export function useRealtime(): Realtime | null {
  return useContext(RealtimeContext);
}

/** Subscribes to live notifications for the component's lifetime. */
export function useLiveNotifications(listener: Listener): void {
  const realtime = useRealtime();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => realtime?.subscribe((n) => latest.current(n)), [realtime]);
}

/** Opens the connection while `authenticated`; mount once inside the signed-in layout. */
export function RealtimeProvider({
  authenticated,
  children,
}: {
  authenticated: boolean;
  children: ReactNode;
}) {
  const shell = useShell();
  const [status, setStatus] = useState<ConnectionStatus>("disconnected");
  const [messages, setMessages] = useState<StoredMessage[]>([]);
  const listeners = useRef(new Set<Listener>());
  const connection = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    if (!authenticated || typeof WebSocket === "undefined") return;
    const current = new RealtimeConnection({
      url: websocketUrl(window.location),
      // The DOM types WebSocket's handlers with DOM events; the client only reads `code` and `data`.
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      now: () => Date.now(),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (id) => window.clearInterval(id),
      onStatus: setStatus,
      onToast: (kind, message) => shell.toast(kind, message),
      onMessage: (message, buffer) => {
        setMessages(buffer.items);
        const notification = readNotification(message);
        if (!notification) return;
        shell.toast("info", notification.msg);
        for (const listener of listeners.current) listener(notification);
      },
    });
    connection.current = current;
    current.setAuthenticated(true);
    return () => {
      current.disconnect();
      connection.current = null;
    };
  }, [authenticated, shell]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const disconnect = useCallback(() => connection.current?.disconnect(), []);
  const value = useMemo<Realtime>(
    () => ({ status, messages, subscribe, disconnect }),
    [status, messages, subscribe, disconnect],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  connected: "Live updates on",
  connecting: "Connecting live updates…",
  disconnected: "Live updates off",
  error: "Live updates interrupted",
};

/** A small dot + label for the sidebar; `data-status` lets tests wait for a state. */
export function RealtimeStatus() {
  const realtime = useRealtime();
  const status = realtime?.status ?? "disconnected";
  return (
    <p className={`realtime-status realtime-status--${status}`} data-status={status} role="status">
      <span className="realtime-status__dot" aria-hidden="true" />
      {STATUS_TEXT[status]}
    </p>
  );
}
