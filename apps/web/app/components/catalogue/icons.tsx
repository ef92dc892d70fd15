// The catalogue's icons, drawn a little smaller (18px) than the shell's; the drawings are in the sprite
// (widgets/icons.svg).
import type { EngageAction } from "../../lib/catalogue/engage";
import { type IconName, SvgIcon } from "../widgets/svg-icon";

const Svg = ({ name, fill }: { name: IconName; fill?: string }) => (
  <SvgIcon name={name} size={18} fill={fill} />
);

export function EngageIcon({ action, filled }: { action: EngageAction; filled: boolean }) {
  if (action === "like") return <Svg name="heart" fill={filled ? "currentColor" : "none"} />;
  if (action === "save") return <Svg name="bookmark" fill={filled ? "currentColor" : "none"} />;
  return <Svg name={filled ? "following" : "follow"} />;
}

export const DiscIcon = () => <Svg name="disc" />;
export const LibraryIcon = () => <Svg name="library" />;
export const TrendIcon = () => <Svg name="trend" />;
export const MicIcon = () => <Svg name="mic" />;
export const RadioIcon = () => <Svg name="radio" />;
