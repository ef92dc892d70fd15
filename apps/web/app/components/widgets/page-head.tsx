import type { ReactNode } from "react";

/** The heading block of a page (h1, a muted line, optional actions on the right). */
export function PageHead({
  title,
  text,
  children,
}: {
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="page-head">
      <div>
        <h1>{title}</h1>
        {text ? <p>{text}</p> : null}
      </div>
      {children ? <div className="row">{children}</div> : null}
    </div>
  );
}
