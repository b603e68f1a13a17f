import { useNavigate } from "react-router";
import { capitalise } from "@/lib/capitalise";
import { notifySuccess } from "@/lib/notify";
import { clientPath } from "@/lib/paths";
import { useCopyRecord } from "../engine/copy-record";
import { useDeleteRecord } from "../engine/delete-record";
import { useLockRecord } from "../engine/lock-record";
import { recordName } from "../engine/record-name";
import { recordPath } from "../engine/record-paths";
import type { RecordKind } from "../engine/record-types";
import { useRestoreRecord } from "../engine/restore-record";
import type { RecordEditor } from "../engine/use-record-editor";

/**
 * The toolbar's actions on the open record, each with its toast. Copy and Lock first save
 * unsaved changes (a copy or a lock of what is on screen, not of an older save); Delete leaves
 * for the client's page, with Undo in the toast. Failures reach the shared red toast.
 */
export function useRecordActions<K extends RecordKind>(
  editor: RecordEditor<K>,
  options: { allowLeaving: () => void },
) {
  const { kind, webKind, id, record } = editor;
  const noun = webKind.noun;
  const navigate = useNavigate();
  const copy = useCopyRecord(kind);
  const lock = useLockRecord(kind, "lock");
  const unlock = useLockRecord(kind, "unlock");
  const remove = useDeleteRecord(kind);
  const restore = useRestoreRecord(kind);

  const savedFirst = async () => (editor.dirty ? editor.save() : true);

  return {
    pending: copy.isPending || lock.isPending || unlock.isPending || remove.isPending,
    copying: copy.isPending,
    locking: lock.isPending || unlock.isPending,
    deleting: remove.isPending,
    restoring: restore.isPending,

    copy: async () => {
      if (!(await savedFirst())) return;
      const created = await copy.mutateAsync(id).catch(() => null);
      if (!created) return;
      notifySuccess(`Copy created: ${recordName(webKind, created)}`);
      // Saved just before: the guard's view of "unsaved" may not have re-rendered yet.
      options.allowLeaving();
      void navigate(recordPath(kind, created.id));
    },

    lock: async () => {
      if (!(await savedFirst())) return;
      // The version just saved (or read): a lock based on a stale read is refused (409).
      const locked = await lock.mutateAsync({ id }).catch(() => null);
      if (locked) notifySuccess(`${capitalise(noun)} locked`);
    },

    unlock: async () => {
      const unlocked = await unlock.mutateAsync({ id }).catch(() => null);
      if (unlocked) notifySuccess(`${capitalise(noun)} unlocked`);
    },

    remove: async () => {
      if (!record) return;
      const done = await remove
        .mutateAsync({ id, clientId: record.clientId })
        .then(() => true)
        .catch(() => false);
      if (!done) return;
      options.allowLeaving();
      void navigate(clientPath(record.clientId, "calculations"), { replace: true });
      notifySuccess(`${capitalise(noun)} deleted`, {
        label: "Undo",
        onClick: () => {
          void restore.mutateAsync(id).then(() => navigate(recordPath(kind, id)));
        },
      });
    },

    restore: async () => {
      const restored = await restore.mutateAsync(id).catch(() => null);
      if (restored) notifySuccess(`${capitalise(noun)} restored`);
    },
  };
}

export type RecordActions = ReturnType<typeof useRecordActions>;
