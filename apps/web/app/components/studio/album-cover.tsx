// The album's cover: pick a JPEG, PNG or WebP, see it before sending, upload it as multipart `file`.
// The api sniffs the bytes and checks the size and dimensions; its refusal is shown here (and toasted by
// the shell's client). The checks in the browser only save a pointless upload.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { CoverBounds } from "../../lib/api/contract";
import { useShell } from "../../lib/shell-context";

/** The api's cover rules (its constants as literal types, so they cannot drift apart silently). */
export const COVER_MAX_BYTES: CoverBounds["maxBytes"] = 10_485_760;
export const COVER_MIN_SIDE: CoverBounds["minSide"] = 500;
const COVER_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** A reason to refuse a picked file before uploading it, or null (the api has the last word). */
export function coverProblem(file: Pick<File, "type" | "size">): string | null {
  if (!COVER_TYPES.includes(file.type)) return "Choose a JPEG, PNG or WebP image.";
  if (file.size > COVER_MAX_BYTES) return "The image must be at most 10 MB.";
  return null;
}

export function AlbumCover({ albumId, url, title }: { albumId: string; url: string | null; title: string }) {
  const id = useId();
  const shell = useShell();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (picked: File | null) => {
    setError(null);
    setFile(null);
    setPreview(null);
    if (!picked) return;
    const problem = coverProblem(picked);
    if (problem) {
      setError(problem);
      return;
    }
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    const body = new FormData();
    body.set("file", file);
    const result = await shell.api.request("POST /creator/music-albums/cover/{id}", {
      params: { id: albumId },
      body,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors.file?.[0] ?? result.msg ?? "The cover could not be uploaded.");
      return;
    }
    shell.toast("success", result.msg ?? "Album Updated");
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
    revalidator.revalidate();
  };

  const shown = preview ?? url;
  return (
    <section className="card studio-cover" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="studio-chart__title">
        Cover
      </h2>
      {shown ? (
        <img
          className="studio-cover__image"
          src={shown}
          alt={preview ? `New cover for ${title} (not saved yet)` : `Cover of ${title}`}
        />
      ) : (
        <div className="studio-cover__image studio-thumb--empty" role="img" aria-label="No cover yet" />
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>Choose an image</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => pick(e.target.files?.[0] ?? null)}
        />
        <p className="field__hint" id={`${id}-hint`}>
          JPEG, PNG or WebP, at least {COVER_MIN_SIDE}×{COVER_MIN_SIDE} pixels, at most 10 MB.
        </p>
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={!file || busy}
        aria-busy={busy || undefined}
        onClick={upload}
      >
        {busy ? "Uploading..." : "Upload cover"}
      </button>
    </section>
  );
}
