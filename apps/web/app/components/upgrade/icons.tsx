// The upgrade link's icon (an arrow rising out of a circle), drawn like the shell's navigation icons.
import { SvgIcon as Svg } from "../widgets/svg-icon";

export const UpgradeIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16V8M8 12l4-4 4 4" />
  </Svg>
);
