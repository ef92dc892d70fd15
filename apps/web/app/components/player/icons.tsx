// The player's icons; the base drawing (decorative, currentColor) is SvgIcon.
import { HEART_PATH, SvgIcon as Svg } from "../widgets/svg-icon";

export const PlayIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Svg>
);
export const PauseIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
  </Svg>
);
export const PreviousIcon = () => (
  <Svg>
    <path d="M18 5v14L8 12z" fill="currentColor" />
    <path d="M6 5v14" />
  </Svg>
);
export const NextIcon = () => (
  <Svg>
    <path d="M6 5v14l10-7z" fill="currentColor" />
    <path d="M18 5v14" />
  </Svg>
);
export const ShuffleIcon = () => (
  <Svg>
    <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
  </Svg>
);
export const RepeatIcon = () => (
  <Svg>
    <path d="m17 2 4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14M7 22l-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </Svg>
);
export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <Svg>
    <path d="M11 5 6 9H2v6h4l5 4z" />
    {muted ? <path d="m23 9-6 6M17 9l6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />}
  </Svg>
);
export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Svg>
    <path d={HEART_PATH} fill={filled ? "currentColor" : "none"} />
  </Svg>
);
export const EqualizerIcon = () => (
  <Svg>
    <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />
  </Svg>
);
export const QueueIcon = () => (
  <Svg>
    <path d="M3 6h13M3 12h13M3 18h9M17 15v6l5-3z" />
  </Svg>
);
export const MinimizeIcon = () => (
  <Svg>
    <path d="M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7" />
  </Svg>
);
export const ExpandIcon = () => (
  <Svg>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </Svg>
);
export const CloseIcon = () => (
  <Svg>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);
export const MixIcon = () => (
  <Svg>
    <path d="M2 12c3 0 4-6 7-6s4 12 7 12 4-6 6-6" />
  </Svg>
);
export const NoteIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </Svg>
);
