// The player's icons; the drawings are in the sprite (widgets/icons.svg).
import { SvgIcon as Svg } from "../widgets/svg-icon";

export const PlayIcon = ({ size }: { size?: number }) => <Svg name="play" size={size} />;
export const PauseIcon = ({ size }: { size?: number }) => <Svg name="pause" size={size} />;
export const PreviousIcon = () => <Svg name="previous" />;
export const NextIcon = () => <Svg name="next" />;
export const ShuffleIcon = () => <Svg name="shuffle" />;
export const RepeatIcon = () => <Svg name="repeat" />;
export const VolumeIcon = ({ muted }: { muted: boolean }) => <Svg name={muted ? "volume-muted" : "volume"} />;
export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Svg name="heart" fill={filled ? "currentColor" : "none"} />
);
export const EqualizerIcon = () => <Svg name="equalizer" />;
export const QueueIcon = () => <Svg name="queue" />;
export const MinimizeIcon = () => <Svg name="minimize" />;
export const ExpandIcon = () => <Svg name="expand" />;
export const CloseIcon = () => <Svg name="close" />;
export const MixIcon = () => <Svg name="mix" />;
export const NoteIcon = ({ size }: { size?: number }) => <Svg name="note" size={size} />;
