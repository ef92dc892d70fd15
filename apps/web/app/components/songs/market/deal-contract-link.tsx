import type { SongBid } from "../../../lib/api/contract";

/**
 * The contract (PDF): an api path the web app serves on its own origin, with the session cookie, to the
 * deal's parties only (as My licences offers a beat's). None until the deal completes.
 */
export function DealContractLink({
  deal,
  className,
}: {
  deal: Pick<SongBid, "contract_url" | "song">;
  className?: string;
}) {
  if (!deal.contract_url) return <span className="studio-muted">–</span>;
  return (
    <a href={deal.contract_url} download className={className}>
      Contract (PDF)
      <span className="visually-hidden"> for {deal.song.title}</span>
    </a>
  );
}
