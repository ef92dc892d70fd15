import { Link, Outlet } from "@remix-run/react";
import { MusicIcon } from "../components/shell/icons";

/** The auth area (no login needed): one centred card. */
export default function AuthLayout() {
  return (
    <main id="main" className="auth">
      <div className="auth__card">
        <Link to="/auth/login" className="brand" aria-label="Ngoma home">
          <MusicIcon />
          <span>Ngoma</span>
        </Link>
        <Outlet />
      </div>
    </main>
  );
}
