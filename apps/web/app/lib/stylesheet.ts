// A stylesheet the document did not start with, for a part that is never server-rendered (the player):
// the part waits for its styles instead of showing unstyled. One <link> per sheet however often it is
// asked for; a sheet that failed to load is asked for again by the next call.
const sheets = new Map<string, Promise<void>>();

/**
 * Adds `<link rel="stylesheet" href>` to the head (once) and resolves when it has loaded.
 *
 * @example await Promise.all([import("./player-root"), loadStylesheet(playerStylesHref)]);
 */
export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  let sheet = sheets.get(href);
  if (!sheet) {
    sheet = new Promise<void>((resolve, reject) => {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => {
        link.remove();
        sheets.delete(href);
        reject(new Error(`The stylesheet ${href} could not be loaded`));
      });
      doc.head.appendChild(link);
    });
    sheets.set(href, sheet);
  }
  return sheet;
}
