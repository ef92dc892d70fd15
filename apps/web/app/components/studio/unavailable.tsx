/** A block whose endpoint failed, said in place: the rest of the page keeps working. */
export function Unavailable({ what }: { what: string }) {
  return (
    <p className="card" role="status">
      {`${what} could not be loaded just now. Reload the page to try again.`}
    </p>
  );
}
