// The shell's icons (toasts, banners, navigation); the drawings are in the sprite (widgets/icons.svg).
import { SvgIcon as Svg } from "../widgets/svg-icon";

export const SuccessIcon = () => <Svg name="success" />;
export const ErrorIcon = () => <Svg name="error" />;
export const WarningIcon = () => <Svg name="warning" />;
export const InfoIcon = () => <Svg name="info" />;
export const CloseIcon = () => <Svg name="close" size={16} />;
export const HomeIcon = () => <Svg name="home" />;
export const UserIcon = () => <Svg name="user" />;
export const BellIcon = () => <Svg name="bell" />;
export const SlidersIcon = () => <Svg name="sliders" />;
export const ShieldIcon = () => <Svg name="shield" />;
export const LogoutIcon = () => <Svg name="logout" />;
export const MusicIcon = () => <Svg name="music" />;

export const KIND_ICON = {
  success: SuccessIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
} as const;
export const WalletIcon = () => <Svg name="wallet" />;
