// The catalogue's icons, drawn a little smaller (18px) than the shell's; the base drawing is SvgIcon.
import type { ReactNode } from "react";
import type { EngageAction } from "../../lib/catalogue/engage";
import { HEART_PATH, SvgIcon } from "../widgets/svg-icon";

const Svg = ({ children, fill }: { children: ReactNode; fill?: string }) => (
  <SvgIcon size={18} fill={fill}>
    {children}
  </SvgIcon>
);

export function EngageIcon({ action, filled }: { action: EngageAction; filled: boolean }) {
  const fill = filled ? "currentColor" : "none";
  if (action === "like") {
    return (
      <Svg fill={fill}>
        <path d={HEART_PATH} />
      </Svg>
    );
  }
  if (action === "save") {
    return (
      <Svg fill={fill}>
        <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
      </Svg>
    );
  }
  return (
    <Svg>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0" />
      {filled ? <path d="m16 11 2 2 4-4" /> : <path d="M19 8v6M16 11h6" />}
    </Svg>
  );
}

export const DiscIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2" />
  </Svg>
);
export const LibraryIcon = () => (
  <Svg>
    <path d="M4 4v16M9 4v16M14 4l5 16" />
  </Svg>
);
export const TrendIcon = () => (
  <Svg>
    <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
  </Svg>
);
export const MicIcon = () => (
  <Svg>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </Svg>
);
export const RadioIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="2" />
    <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19.1 4.9a10 10 0 0 1 0 14.2M4.9 19.1a10 10 0 0 1 0-14.2" />
  </Svg>
);
