import type { OpenAPIObject, OperationObject, PathItemObject } from "openapi3-ts/oas31";
import { escapeHtml, markdownToHtml } from "./markdown";
import { METHODS } from "./openapi-document";

const OPERATION_KEYS = new Set<string>(METHODS);

/** The operations of a path item in document order (a path item also holds `parameters`, `summary`…). */
function operationsOf(item: PathItemObject): [string, OperationObject][] {
  return Object.entries(item).filter(([key]) => OPERATION_KEYS.has(key)) as [string, OperationObject][];
}

/**
 * A dependency-free, script-free reference page rendered from the same OpenAPI document, so it works
 * under the API's strict CSP and can never disagree with `/api/v1/openapi.json`.
 */
export function renderDocsPage(doc: OpenAPIObject): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of operationsOf(item)) {
      const tag = op.tags?.[0] ?? "Other";
      const lock = op.security?.length ? ' <span class="lock" title="Needs a session">🔒</span>' : "";
      const more = op.description ? `<div class="d">${markdownToHtml(op.description, 3)}</div>` : "";
      const row = `<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code>${lock}</td><td>${escapeHtml(op.summary ?? "")}${more}</td></tr>`;
      groups.set(tag, [...(groups.get(tag) ?? []), row]);
    }
  }
  const sections = [...groups]
    .map(([tag, rows]) => `<h3>${escapeHtml(tag)}</h3><table><tbody>${rows.join("")}</tbody></table>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#1d1b26;background:#fff}
@media (prefers-color-scheme:dark){body{background:#121018;color:#ece9f5}td{border-color:#2c2838}}
table{border-collapse:collapse;width:100%}td{padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}
.m{font-weight:700}.post{color:#b55d00}.get{color:#1f7a3a}h2{margin-top:32px}
.d{color:#5b5670;font-size:14px}pre{overflow:auto;padding:8px;background:#f4f2f8}
@media (prefers-color-scheme:dark){.d{color:#b9b4c8}pre{background:#1d1a26}}
</style></head><body><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a></p>
<main>${markdownToHtml(doc.info.description ?? "")}<h2>Operations</h2>${sections}</main></body></html>`;
}
