// The listening entries of the sidebar (rendered by routes/_app.tsx).
import { MusicIcon } from "../shell/icons";
import { SearchIcon } from "../widgets/icons";
import { DiscIcon, LibraryIcon, MicIcon, RadioIcon, TrendIcon } from "./icons";

export const LISTEN_LINKS = [
  { to: "/global-search", label: "Search", Icon: SearchIcon },
  { to: "/whats-trending", label: "What's trending", Icon: TrendIcon },
  { to: "/all-music", label: "All music", Icon: MusicIcon },
  { to: "/all-albums", label: "Albums", Icon: DiscIcon },
  { to: "/artists", label: "Artists", Icon: MicIcon },
  { to: "/nonstop-music", label: "Non-stop", Icon: RadioIcon },
  { to: "/music/top-100-chart", label: "Top 100", Icon: TrendIcon },
  { to: "/library", label: "Library", Icon: LibraryIcon },
] as const;
