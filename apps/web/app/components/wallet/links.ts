import type { LinksFunction } from "@remix-run/cloudflare";
import walletCss from "./wallet.css?url";

/** The wallet stylesheet; a route that opens the Payment modal exports this (or adds it to its links). */
export const walletLinks: LinksFunction = () => [{ rel: "stylesheet", href: walletCss }];
