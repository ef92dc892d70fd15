import { Form, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { searchHref } from "../../lib/catalogue/query";
import { SearchIcon } from "../widgets/icons";

/** Typing pauses this long before the URL (and so the loader) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box: a GET form on `?q=` (works without JS); with JS the URL follows the typing after a
 * pause, replacing the history entry so Back leaves the page rather than stepping through keystrokes.
 */
export function SearchBox() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlQuery = params.get("q") ?? "";
  const [value, setValue] = useState(urlQuery);
  const input = useRef<HTMLInputElement>(null);

  // Back/forward changes the URL: show its query unless the listener is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    const clean = value.replace(/\s+/g, " ").trim();
    if (clean === urlQuery) return;
    const timer = setTimeout(
      () => navigate(searchHref(params, value), { replace: true, preventScrollReset: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [value, urlQuery, params, navigate]);

  return (
    <Form method="get" role="search" className="cat-search" aria-label="Search the catalogue">
      <label htmlFor="global-search-q" className="visually-hidden">
        Search tracks, albums, artists and playlists
      </label>
      <SearchIcon />
      <input
        ref={input}
        id="global-search-q"
        type="search"
        name="q"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search tracks, albums, artists, playlists"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </Form>
  );
}
