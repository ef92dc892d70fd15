// Like/save/follow with optimistic UI: the fetcher's pending form data is the state shown until the api
// answers; the answer (or, on failure, the last known state) takes over afterwards.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ActionError } from "../../lib/api/failure";
import type { EngageAction, EngageKind, EngageResult } from "../../lib/catalogue/engage";
import { optimisticToggle, type ToggleState, toggleLabel, toggleText } from "../../lib/catalogue/engage";
import { formatCount } from "../../lib/catalogue/format";
import { noteLiked, useLiked } from "../../lib/player";
import { useShell } from "../../lib/shell-context";
import { EngageIcon } from "./icons";

const COUNT_WORD: Record<EngageAction, string> = { like: "likes", save: "saves", follow: "followers" };

export interface ToggleButtonProps {
  kind: EngageKind;
  action: EngageAction;
  id: string;
  /** Name of the item, for the accessible label ("Like Sunrise"). */
  title: string;
  on: boolean;
  count: number;
  /** Show the count and the verb next to the icon (details pages); rows show the icon only. */
  wide?: boolean;
}

export function ToggleButton({ kind, action, id, title, on, count, wide = false }: ToggleButtonProps) {
  const fetcher = useFetcher<EngageResult | ActionError>();
  const shell = useShell();
  // The last confirmed state: props at first, then each successful answer.
  const confirmed = useRef<ToggleState>({ on, count });
  const answer = fetcher.data;
  const seenAnswer = useRef(answer);
  if (answer !== seenAnswer.current) {
    seenAnswer.current = answer;
    if (answer?.ok) confirmed.current = { on: answer.on, count: answer.count };
  }
  const pending = fetcher.formData?.get("value");

  // A track's like is shared with the player bar: a like made there shows here (and ours is noted for it
  // below). Only a *change* of the player's value counts, so a stale one cannot undo our own answer.
  const trackLike = kind === "music-tracks" && action === "like";
  const playerLiked = useLiked(trackLike ? { id, liked: on } : null);
  const seenPlayer = useRef(playerLiked);
  if (playerLiked !== seenPlayer.current) {
    seenPlayer.current = playerLiked;
    if (trackLike && (pending === undefined || pending === null)) {
      confirmed.current = optimisticToggle(confirmed.current, playerLiked);
    }
  }

  useEffect(() => {
    if (answer && !answer.ok) shell.toast("error", answer.msg);
    if (answer?.ok && trackLike) noteLiked(id, answer.on);
  }, [answer, shell, trackLike, id]);

  const shown =
    pending === undefined || pending === null
      ? confirmed.current
      : optimisticToggle(confirmed.current, pending === "true");

  const label = toggleLabel(action, title);
  return (
    <fetcher.Form method="post" action="/catalogue/engage" className="cat-toggle-form">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="value" value={String(!shown.on)} />
      {wide ? (
        // Wide: the visible verb is the start of the name (WCAG 2.5.3); the count sits beside the button.
        <>
          <button
            type="submit"
            className="cat-toggle cat-toggle--wide"
            aria-pressed={shown.on}
            data-action={action}
          >
            <EngageIcon action={action} filled={shown.on} />
            <span>
              {toggleText(action, false)}
              <span className="visually-hidden"> {title}</span>
            </span>
          </button>
          <span className="cat-count">
            {formatCount(shown.count)}
            <span className="visually-hidden"> {COUNT_WORD[action]}</span>
          </span>
        </>
      ) : (
        <button
          type="submit"
          className="cat-toggle"
          aria-pressed={shown.on}
          aria-label={label}
          title={label}
          data-action={action}
        >
          <EngageIcon action={action} filled={shown.on} />
        </button>
      )}
    </fetcher.Form>
  );
}
