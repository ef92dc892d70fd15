import {
  type AnchorHTMLAttributes,
  type ElementType,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useState,
} from "react";
import {
  PAGINATION_DEFAULTS,
  type PaginationMeta,
  paginationModel,
  parsePageJump,
  shouldShowGoTo,
  summaryText,
} from "./pagination-model";

/** What a custom `LinkComponent` receives: plain anchor props with an `href`. */
export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

interface CommonProps {
  meta: PaginationMeta;
  /** Consecutive page numbers around the current one. Default 5 (spec §9). */
  visiblePages?: number;
  /** Page numbers with ellipses and first/last shortcuts. Default true. */
  showNumbers?: boolean;
  /** 'Showing X to Y of Z results'. Default true. */
  showSummary?: boolean;
  /** 'Go to' box; even when true it only appears above 10 pages. Default true. */
  showGoTo?: boolean;
  /** Accessible name of the navigation landmark; change it when a page has two lists. */
  label?: string;
  className?: string;
}

/**
 * Link mode: every control is a real link, so paging works before hydration and without JS. The 'Go to'
 * box needs JS: it calls `onPageChange` when given (pass one that calls Remix's `navigate` for client-side
 * navigation), otherwise it loads `getPageHref(page)` with a full navigation.
 */
interface LinkModeProps extends CommonProps {
  getPageHref: (page: number) => string;
  /** Element or component rendering the links; gets `href`, so wrap Remix's `<Link to>`. Default "a". */
  LinkComponent?: ElementType<PageLinkProps>;
  onPageChange?: (page: number) => void;
}

/** Callback mode: controls are buttons that call `onPageChange` with the clamped target page. */
interface CallbackModeProps extends CommonProps {
  onPageChange: (page: number) => void;
  getPageHref?: undefined;
  LinkComponent?: undefined;
}

export type PaginationBarProps = LinkModeProps | CallbackModeProps;

interface ControlProps {
  page: number;
  label: string;
  current?: boolean;
  disabled?: boolean;
  className: string;
  children: ReactNode;
}

/**
 * Spec §2 pagination bar: Previous/Next, page numbers with ellipses and first/last shortcuts, the results
 * summary and the 'Go to' box. The current page is clamped to 1…last_page before anything is drawn.
 *
 * @example
 * // Link mode (works without JS; client navigation with a Remix Link wrapper as LinkComponent):
 * <PaginationBar meta={data.meta} getPageHref={(p) => `?page=${p}`} />
 * // Callback mode:
 * <PaginationBar meta={meta} onPageChange={setPage} showSummary={false} />
 */
export function PaginationBar(props: PaginationBarProps) {
  const {
    meta,
    visiblePages = PAGINATION_DEFAULTS.visiblePages,
    showNumbers = true,
    showSummary = true,
    showGoTo = true,
    label = "Pagination",
    className,
  } = props;
  const model = paginationModel({
    currentPage: meta.current_page,
    lastPage: meta.last_page,
    visible: visiblePages,
  });
  const LinkComponent: ElementType<PageLinkProps> = props.LinkComponent ?? "a";

  function goTo(page: number) {
    if (page === model.currentPage) return;
    if (props.onPageChange) props.onPageChange(page);
    else if (props.getPageHref) window.location.assign(props.getPageHref(page));
  }

  // Plain render helpers, not nested components: a component defined inside render is a new type on
  // every render, so React would remount the controls and keyboard focus would be lost after each click.
  function control({ page, label: name, current, disabled, className: cls, children }: ControlProps) {
    if (disabled) {
      return (
        <span className={`${cls} is-disabled`} aria-disabled="true">
          {children}
        </span>
      );
    }
    if (props.getPageHref) {
      return (
        <LinkComponent
          href={props.getPageHref(page)}
          className={cls}
          aria-label={name}
          aria-current={current ? "page" : undefined}
        >
          {children}
        </LinkComponent>
      );
    }
    return (
      <button
        type="button"
        className={cls}
        aria-label={name}
        aria-current={current ? "page" : undefined}
        onClick={() => goTo(page)}
      >
        {children}
      </button>
    );
  }

  // In callback mode a disabled control stays a <button disabled> so it keeps its place in the layout
  // and is announced as unavailable; in link mode an anchor cannot be disabled, so it becomes a span.
  function edge(direction: "previous" | "next") {
    const isPrevious = direction === "previous";
    const page = isPrevious ? model.currentPage - 1 : model.currentPage + 1;
    const enabled = isPrevious ? model.hasPrevious : model.hasNext;
    const text = isPrevious ? "Previous" : "Next";
    const content = (
      <>
        {isPrevious ? <span aria-hidden="true">‹</span> : null}
        <span>{text}</span>
        {isPrevious ? null : <span aria-hidden="true">›</span>}
      </>
    );
    const cls = `ngw-page ngw-page--${direction}`;
    if (!enabled && !props.getPageHref) {
      return (
        <button type="button" className={cls} aria-label={`${text} page`} disabled>
          {content}
        </button>
      );
    }
    return control({ page, label: `${text} page`, disabled: !enabled, className: cls, children: content });
  }

  return (
    <div className={["ngw-pagination", className ?? ""].filter(Boolean).join(" ")}>
      {showSummary ? <p className="ngw-pagination__summary">{summaryText(meta)}</p> : null}
      <nav aria-label={label} className="ngw-pagination__nav">
        <ul className="ngw-pagination__list">
          <li>{edge("previous")}</li>
          {showNumbers
            ? model.items.map((item) =>
                item.kind === "ellipsis" ? (
                  <li key={`gap-${item.position}`} className="ngw-pagination__gap" aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={item.page}>
                    {control({
                      page: item.page,
                      current: item.current,
                      label: pageLabel(item.page, item.shortcut),
                      className: `ngw-page ngw-page--number${item.current ? " is-current" : ""}`,
                      children: item.page,
                    })}
                  </li>
                ),
              )
            : null}
          <li>{edge("next")}</li>
        </ul>
        {shouldShowGoTo(model.pageCount, showGoTo) ? (
          <GoToBox pageCount={model.pageCount} onJump={goTo} />
        ) : null}
      </nav>
    </div>
  );
}

function pageLabel(page: number, shortcut?: "first" | "last"): string {
  if (shortcut === "first") return `Page ${page}, first page`;
  if (shortcut === "last") return `Page ${page}, last page`;
  return `Page ${page}`;
}

/** The 'Go to' box: Enter or the Go button jumps; invalid input (spec §5) is ignored and left for fixing. */
function GoToBox({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const id = useId();
  const [value, setValue] = useState("");

  function submit() {
    const page = parsePageJump(value, pageCount);
    if (page === null) return;
    setValue("");
    onJump(page);
  }

  // Enter is handled here rather than left to implicit form submission so it behaves the same in every
  // browser (and in jsdom); preventDefault stops the native submission from firing a second time.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      className="ngw-pagination__goto"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id}>Go to</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        size={4}
        value={value}
        placeholder={`1–${pageCount}`}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="ngw-page ngw-page--go">
        Go
      </button>
    </form>
  );
}
