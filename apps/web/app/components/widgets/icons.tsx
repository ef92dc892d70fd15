// Action icons any page may use (add, move, delete, edit, search), at the catalogue's 18px; the base
// drawing is SvgIcon.
import type { ReactNode } from "react";
import { SvgIcon } from "./svg-icon";

const Svg = ({ children }: { children: ReactNode }) => <SvgIcon size={18}>{children}</SvgIcon>;

export const PlusIcon = () => (
  <Svg>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);
export const UpIcon = () => (
  <Svg>
    <path d="m6 15 6-6 6 6" />
  </Svg>
);
export const DownIcon = () => (
  <Svg>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const TrashIcon = () => (
  <Svg>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
  </Svg>
);
export const EditIcon = () => (
  <Svg>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Svg>
);
export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
