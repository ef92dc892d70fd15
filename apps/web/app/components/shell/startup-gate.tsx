import { useCallback, useEffect, useRef, useState } from "react";
import { runStartup, type StartupState } from "../../lib/startup";
import { checkSounds, ensureClientData } from "../../lib/startup-steps";
import { ErrorIcon } from "./icons";

/**
 * Full-screen 'Initializing the product...' while the start-up work runs, then the page. On failure or
 * after 15 s: 'Something went wrong' with the message and Retry. No minimum splash time (issue 3).
 * The splash markup is server-rendered but only shown by CSS while <html data-startup="pending">.
 */
export function StartupGate() {
  const [state, setState] = useState<StartupState>({ status: "loading" });
  const run = useRef(0);

  const start = useCallback(() => {
    const id = ++run.current;
    setState({ status: "loading" });
    document.documentElement.dataset.startup = "pending";
    void runStartup([ensureClientData, checkSounds]).then((result) => {
      if (id !== run.current) return;
      setState(result);
      if (result.status === "ready") delete document.documentElement.dataset.startup;
    });
  }, []);

  useEffect(() => {
    start();
  }, [start]);

  if (state.status === "failed") {
    return (
      <div
        className="startup startup--failed"
        role="alertdialog"
        aria-labelledby="startup-title"
        aria-describedby="startup-msg"
      >
        <div className="startup__panel">
          <ErrorIcon />
          <h1 id="startup-title">Something went wrong</h1>
          <p id="startup-msg">{state.message}</p>
          <button type="button" className="button button--primary" onClick={start}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="startup startup--loading" role="status" aria-live="polite">
      <div className="startup__spinner" aria-hidden="true" />
      <p>Initializing the product...</p>
    </div>
  );
}
