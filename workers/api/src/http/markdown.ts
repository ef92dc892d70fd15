/*
 * The little CommonMark the API guide uses, as HTML for the /api/docs page: headings, paragraphs, lists,
 * pipe tables, fenced code, and inline code, bold and links. Everything is escaped first and only these
 * forms are turned back into tags, so a description can never inject markup into the page (it is served
 * under the API's strict CSP anyway). Not a general Markdown parser, on purpose: no dependency, no scripts.
 */

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Inline forms of one escaped line: `code`, **bold**, [text](http… or /path). */
function inline(text: string): string {
  const codes: string[] = [];
  // Held as `<n>`, which escaped text cannot contain, so bold and links never reach inside code.
  const held = text.replace(/`([^`]+)`/g, (_, code: string) => `<${codes.push(code) - 1}>`);
  return held
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\[([^\]]+)\]\(((?:https?:\/\/|\/)[^\s)]*)\)/g, '<a href="$2">$1</a>')
    .replace(/<(\d+)>/g, (_, i: string) => `<code>${codes[Number(i)]}</code>`);
}

const cells = (row: string) =>
  row
    .replace(/^\s*\|/, "")
    .replace(/\|\s*$/, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * `markdown` as HTML; headings shift down by `headingOffset` levels (the page's own h1 comes first).
 *
 * @example markdownToHtml("## Envelope\n- `data` on success") // "<h3>Envelope</h3><ul><li><code>data</code> on success</li></ul>"
 */
export function markdownToHtml(markdown: string, headingOffset = 1): string {
  const lines = escapeHtml(markdown).split("\n");
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(" "))}</p>`);
    paragraph = [];
    if (list) out.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`);
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.startsWith("```")) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !(lines[i] ?? "").startsWith("```")) code.push(lines[i] ?? "");
      out.push(`<pre><code>${code.join("\n")}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,5})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = Math.min(6, (heading[1]?.length ?? 1) + headingOffset);
      out.push(`<h${level}>${inline(heading[2] ?? "")}</h${level}>`);
      continue;
    }
    if (/^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? "")) {
      flush();
      const head = cells(line);
      const rows: string[][] = [];
      i++;
      while (i + 1 < lines.length && /^\s*\|/.test(lines[i + 1] ?? "")) rows.push(cells(lines[++i] ?? ""));
      out.push(
        `<table><thead><tr>${head.map((c) => `<th>${inline(c)}</th>`).join("")}</tr></thead><tbody>${rows
          .map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join("")}</tr>`)
          .join("")}</tbody></table>`,
      );
      continue;
    }
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (item) {
      if (paragraph.length) {
        out.push(`<p>${inline(paragraph.join(" "))}</p>`);
        paragraph = [];
      }
      list ??= [];
      list.push(item[1] ?? "");
      continue;
    }
    if (line.trim() === "") {
      flush();
      continue;
    }
    // A line indented under a list item continues it; anything else continues the paragraph.
    if (list && /^\s+/.test(line)) list[list.length - 1] += ` ${line.trim()}`;
    else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return out.join("");
}
