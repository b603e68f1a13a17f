import { deferredUntilUsed } from "@/components/deferred/deferred-until-used";
import { MoreActionsButton, type RecordMoreMenuProps } from "./more-actions-button";

/** The toolbar's "More actions" menu on phones; its code loads when the page is first used. */
export const RecordMoreMenu = deferredUntilUsed<RecordMoreMenuProps>(
  () => import("./loaded-record-more-menu").then((m) => m.LoadedRecordMoreMenu),
  ({ onRequest }) => <MoreActionsButton aria-expanded={false} onClick={onRequest} />,
);
