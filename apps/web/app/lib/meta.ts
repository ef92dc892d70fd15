/** Spec §2 page title: the application name plus the route title. */
export function pageTitle(title: string): { title: string }[] {
  return [{ title: `Ngoma - ${title}` }];
}
