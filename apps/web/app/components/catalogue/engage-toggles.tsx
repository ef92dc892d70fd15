// The wide like/save/follow toggles of a details page, one per action, each reading its state from the view.

import type { EngageAction, EngageKind } from "../../lib/catalogue/engage";
import { type Engageable, engageState } from "../../lib/catalogue/engage";
import { ToggleButton } from "./toggle-button";

export function EngageToggles<A extends EngageAction>({
  kind,
  actions,
  item,
  title,
}: {
  kind: EngageKind;
  actions: readonly A[];
  item: Engageable<A> & { id: string };
  /** Name of the item, for the accessible labels ("Like Sunrise"). */
  title: string;
}) {
  return actions.map((action) => {
    const { on, count } = engageState(item, action);
    // Keyed on the state so a fresh loader answer resets the toggle's confirmed state.
    return (
      <ToggleButton
        key={`${action}:${on}`}
        kind={kind}
        action={action}
        id={item.id}
        title={title}
        on={on}
        count={count}
        wide
      />
    );
  });
}
