// Adverts on the dashboard and list pages. A view is recorded when the advert is actually on screen
// (IntersectionObserver), a click before the browser follows target_url; the api counts each once per
// listener per day, so repeats here are harmless.
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { Advert } from "../../lib/api/contract";
import { useShell } from "../../lib/shell-context";
import { CoverImage } from "./cover-image";

/** Spec: an external target opens in the same tab after the click is recorded (bounded wait). */
const CLICK_WAIT_MS = 1_500;

export function AdvertSlot({
  adverts,
  index = 0,
}: {
  adverts: readonly Advert[] | null | undefined;
  index?: number;
}) {
  const list = adverts ?? [];
  const advert = list.length ? list[index % list.length] : undefined;
  if (!advert) return null;
  return <AdvertCard key={advert.id} advert={advert} />;
}

/** "/nonstop-music" is ours; "//evil.example" and absolute URLs are not. */
export function isOwnPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}

/** A target we are willing to link: our own path or an http(s) URL (never javascript: or data:). */
export function safeTarget(url: string): string | null {
  return isOwnPath(url) || /^https?:\/\//i.test(url) ? url : null;
}

function AdvertCard({ advert }: { advert: Advert }) {
  const shell = useShell();
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const record = () =>
      void shell.api.request("POST /user/global/adverts/view/{id}", { params: { id: advert.id } });
    if (typeof IntersectionObserver === "undefined") {
      record();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        record();
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [advert.id, shell]);

  const target = safeTarget(advert.target_url);

  async function follow(event: React.MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new tab) go straight through; the click is still recorded.
    const click = shell.api.request("POST /user/global/adverts/click/{id}", { params: { id: advert.id } });
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    await Promise.race([click, new Promise((resolve) => setTimeout(resolve, CLICK_WAIT_MS))]);
    // Our own pages open as a client navigation (the player keeps playing); other sites load normally.
    if (!target) return;
    if (isOwnPath(target)) navigate(target);
    else window.location.assign(target);
  }

  return (
    <aside ref={ref} className="cat-advert" aria-label="Advertisement" data-advert-id={advert.id}>
      <CoverImage src={advert.image} size="md" />
      <div className="cat-advert__text">
        <span className="cat-advert__tag">Sponsored</span>
        {target ? (
          <a className="cat-strong-link" href={target} rel="sponsored noopener" onClick={follow}>
            {advert.title}
          </a>
        ) : (
          <span className="cat-strong-link">{advert.title}</span>
        )}
        {advert.body ? <p className="ngw-muted">{advert.body}</p> : null}
      </div>
    </aside>
  );
}
