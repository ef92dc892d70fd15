import { useEffect } from "react";
import type { BannerKind } from "../../lib/shell-context";
import { CloseIcon, KIND_ICON } from "./icons";

/** Spec §9: the banner is transient; an error banner stays 5 s, the others the same so none lingers. */
export const BANNER_TIMEOUT_MS = 5_000;

export interface BannerState {
  id: number;
  kind: BannerKind;
  message: string;
}

export function Banner({ banner, onClose }: { banner: BannerState | null; onClose: () => void }) {
  useEffect(() => {
    if (!banner) return;
    const id = setTimeout(onClose, BANNER_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [banner, onClose]);
  if (!banner) return null;
  const Icon = KIND_ICON[banner.kind];
  return (
    <div className={`banner banner--${banner.kind}`} role={banner.kind === "error" ? "alert" : "status"}>
      <Icon />
      <p className="banner__text">{banner.message}</p>
      <button type="button" className="icon-button" onClick={onClose} aria-label="Close message">
        <CloseIcon />
      </button>
    </div>
  );
}
