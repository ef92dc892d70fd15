// "My licences": each licence bought (beat, producer, tier, price paid with the fee, date), its contract
// PDF (served to the buyer only: same origin, the session cookie) and its tier's files, through links the
// api signed for 15 minutes (the list is read again when the page is, so they are fresh).
import { Link } from "@remix-run/react";
import type { MyLicence } from "../../lib/api/contract";
import { FILE_LABELS, tierLabel } from "../../lib/beats/licence-words";
import { MARKET_PAGES } from "../../lib/beats/market-paths";
import { localDateTime } from "../../lib/local-time";
import { Money } from "../money/money";
import { TableBox } from "../widgets/plain-table";

/** The tier's files as download links, each named for the beat so a list of them reads apart. */
export function DownloadLinks({ licence }: { licence: MyLicence }) {
  return (
    <ul className="list-plain market-downloads">
      {licence.downloads.map((d) => (
        <li key={d.file}>
          <a href={d.url} download>
            {FILE_LABELS[d.file]}
            <span className="visually-hidden"> of {licence.beat.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The contract link, named for the beat and tier so a list of them reads apart. */
export function ContractLink({ licence }: { licence: MyLicence }) {
  return (
    <a href={licence.contract_url} download>
      Contract (PDF)
      <span className="visually-hidden">
        {" "}
        for the {tierLabel(licence.tier)} licence of {licence.beat.title}
      </span>
    </a>
  );
}

export function LicencesTable({ licences }: { licences: readonly MyLicence[] }) {
  return (
    <TableBox label="My licences" className="ngw-table-wrap market-licences">
      <table className="studio-list market-licences__table">
        <caption className="visually-hidden">My licences</caption>
        <thead>
          <tr>
            <th scope="col">Beat</th>
            <th scope="col">Licence</th>
            <th scope="col">Paid</th>
            <th scope="col">Bought</th>
            <th scope="col">Contract</th>
            <th scope="col">Files</th>
          </tr>
        </thead>
        <tbody>
          {licences.map((licence) => (
            <tr key={licence.id} data-licence={licence.id}>
              <th scope="row">
                <Link to={MARKET_PAGES.beat(licence.beat.id)}>{licence.beat.title}</Link>
                <span className="field__hint"> by {licence.beat.producer}</span>
              </th>
              <td>{tierLabel(licence.tier)}</td>
              <td>
                <Money cents={licence.price_cents} />
                <span className="field__hint">
                  {" "}
                  + <Money cents={licence.fee_cents} /> fee
                </span>
              </td>
              <td>
                <time dateTime={licence.created_at}>{localDateTime(licence.created_at)}</time>
              </td>
              <td>
                <ContractLink licence={licence} />
              </td>
              <td>
                <DownloadLinks licence={licence} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
