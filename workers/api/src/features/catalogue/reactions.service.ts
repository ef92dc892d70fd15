import type { ReactionKind } from "../engagement";
import { type ReactionSubject, setReaction } from "../engagement";
import type { ViewContext } from "./view-context";

/**
 * The viewer's like/save/follow setter for one kind of subject, as toggle routes take it: the caller
 * has checked that the viewer may see the subject.
 *
 * @example addToggleRoutes(router, { …, set: reactionSetter(REACTION_TARGETS.album) })
 */
export function reactionSetter(subject: ReactionSubject) {
  return (ctx: ViewContext, change: { kind: ReactionKind; id: string; value?: boolean }) =>
    setReaction(ctx.db, subject, {
      userId: ctx.viewerId,
      kind: change.kind,
      subjectId: change.id,
      value: change.value,
    });
}
