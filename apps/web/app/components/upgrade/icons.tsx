// The upgrade link's icon (an arrow rising out of a circle), drawn like the shell's navigation icons.
import { SvgIcon as Svg } from "../widgets/svg-icon";

export const UpgradeIcon = () => <Svg name="upgrade" />;
