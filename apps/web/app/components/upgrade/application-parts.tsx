// Pieces of an application that read the same to its applicant (`/upgrade`) and to the admins (the
// applications list and page): its fee, and the links the applicant gave.
import { Money } from "../money/money";

/** The relation of every applicant-given link: user content, so no referrer, no opener, no ranking credit. */
export const USER_LINK_REL = "noopener noreferrer nofollow ugc";

/** A fee in the reader's currency; a type without one (0 cents) is "Free". */
export function Fee({ cents }: { cents: number }) {
  return cents === 0 ? <>Free</> : <Money cents={cents} />;
}

/** The applicant's evidence links, each opened in a new tab as user content. */
export function UserLinks({ links, className }: { links: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `list-plain ${className}` : "list-plain"}>
      {links.map((link) => (
        <li key={link}>
          <a href={link} rel={USER_LINK_REL} target="_blank">
            {link}
          </a>
        </li>
      ))}
    </ul>
  );
}
