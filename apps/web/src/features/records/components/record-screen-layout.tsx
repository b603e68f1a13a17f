import { formatDateOr } from "@adviser-desk/format";
import "./record-styles";
import { Anchor, Group, InputBase, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { lazyDialog } from "@/components/lazy-dialog";
import { capitalise } from "@/lib/capitalise";
import { NO_START_DATE } from "@/lib/constants";
import { RestrictedClientContext } from "@/lib/member-can";
import { clientPath } from "@/lib/paths";
import { useRecordClient } from "../engine/get-record-client";
import { draftName } from "../engine/record-draft";
import { recordReportPath } from "../engine/record-paths";
import type { RecordKind } from "../engine/record-types";
import type { RecordEditor } from "../engine/use-record-editor";
import { MobileSaveBar } from "./mobile-save-bar";
import { RecordSaveStatus } from "./record-save-status";
import classes from "./record-screen.module.css";
import { RecordSiblings } from "./record-siblings";
import { RecordStatusBanner } from "./record-status-banner";
import { RecordToolbar } from "./record-toolbar";
import { useUnsavedChangesGuard } from "./unsaved-changes-guard";
import { useRecordActions } from "./use-record-actions";

// Opened rarely: their code loads when they first open.
const ConflictDialog = lazyDialog(() => import("./conflict-dialog").then((m) => m.ConflictDialog));
const DeleteRecordDialog = lazyDialog(() =>
  import("./delete-record-dialog").then((m) => m.DeleteRecordDialog),
);

export interface RecordScreenLayoutProps<K extends RecordKind> {
  editor: RecordEditor<K>;
  /** Facts under the name, e.g. the tax year or "Computed with …". */
  meta?: ReactNode;
  /** Phones: the key result in a bar along the bottom edge (live while typing). */
  phoneSummary?: ReactNode;
  /** The screen: inputs (inside <RecordFieldset disabled={editor.readOnly}>) and results. */
  children: ReactNode;
}

/**
 * The frame of every record screen (spec §2, §4): whose record it is, its editable name,
 * Save (and Ctrl+S / ⌘S), Copy, Lock/Unlock, Report, Delete, the breadcrumb dropdown of the
 * client's other records of this kind, a Locked (or Deleted) banner, the unsaved-changes guard
 * and the version-conflict dialog. It computes nothing: the screen renders the results.
 */
export function RecordScreenLayout<K extends RecordKind>({
  editor,
  meta,
  phoneSummary,
  children,
}: RecordScreenLayoutProps<K>) {
  const { kind, webKind, record, draft } = editor;
  const { noun, name: nameField } = webKind;
  const guard = useUnsavedChangesGuard(editor.dirty, editor.save);
  const actions = useRecordActions(editor, { allowLeaving: guard.allowLeaving });
  const client = useRecordClient(record?.clientId).data;
  const [confirmDelete, setConfirmDelete] = useState(false);

  // Ctrl+S / ⌘S saves from anywhere on the screen, inside fields too (no tags ignored).
  useHotkeys([["mod+S", () => void editor.save()]], []);

  if (!record || !draft) return <RecordScreenSkeleton />;

  const name = draftName(webKind, draft);
  const deleted = record.deletedAt !== null;
  const clientName = client ? `${client.clientName} ${client.clientSurname}`.trim() : "";
  const save = () => void editor.save();
  const canSave = editor.dirty && !editor.readOnly;
  const phoneBar = canSave || phoneSummary !== undefined;
  // A restricted client's record is read-only (ADR 050): its toolbar and banner offer no change.
  const restricted = (client?.restrictedAt ?? null) !== null;

  return (
    <Stack gap="lg" pb={{ base: phoneBar ? 84 : 0, sm: 0 }}>
      <title>{`${name || capitalise(noun)} · Adviser Desk`}</title>
      <RecordSiblings kind={webKind} id={record.id} clientId={record.clientId} currentName={name} />

      <Stack gap={4}>
        <VisuallyHidden component="h1">{name || capitalise(noun)}</VisuallyHidden>
        <Text size="sm" c="dimmed">
          {capitalise(noun)}
          {clientName ? (
            <>
              {" for "}
              <Anchor component={Link} to={clientPath(record.clientId, "calculations")} size="sm">
                {clientName}
              </Anchor>
            </>
          ) : null}
          {" · created "}
          {formatDateOr(record.createdAt, NO_START_DATE)}
          {restricted ? " · restricted client: read-only" : null}
        </Text>
        {/* InputBase as a textarea is Mantine's Textarea without its autosize code, which no
            record name needs: /scenario/:id stays within its JavaScript budget. */}
        <InputBase
          component="textarea"
          aria-label={nameField.label}
          placeholder={nameField.label}
          value={name}
          onChange={(event) => editor.setName(event.currentTarget.value)}
          // A name is one line: Enter does not break it (it wraps on narrow screens instead).
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
          rows={1}
          disabled={editor.readOnly}
          error={editor.fieldErrors[nameField.field]}
          classNames={{ input: classes.nameInput }}
          maxLength={200}
        />
        {meta}
      </Stack>

      <div className={classes.toolbar}>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <RecordSaveStatus
            dirty={editor.dirty}
            saving={editor.saving}
            locked={record.locked}
            deleted={deleted}
          />
          <RestrictedClientContext value={restricted}>
            <RecordToolbar
              reportPath={recordReportPath(kind, record.id)}
              locked={record.locked}
              deleted={deleted}
              dirty={editor.dirty}
              saving={editor.saving}
              actions={actions}
              onSave={save}
              onDelete={() => setConfirmDelete(true)}
            />
          </RestrictedClientContext>
        </Group>
      </div>

      <RestrictedClientContext value={restricted}>
        <RecordStatusBanner
          noun={noun}
          locked={record.locked}
          lockedAt={record.lockedAt}
          deletedAt={record.deletedAt}
          busy={actions.locking || actions.restoring}
          onUnlock={() => void actions.unlock()}
          onRestore={() => void actions.restore()}
        />
      </RestrictedClientContext>

      {children}

      {phoneBar ? (
        <MobileSaveBar
          summary={phoneSummary}
          canSave={canSave}
          saving={editor.saving}
          onSave={save}
        />
      ) : null}
      <DeleteRecordDialog
        opened={confirmDelete}
        noun={noun}
        name={name}
        dirty={editor.dirty}
        deleting={actions.deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void actions.remove();
        }}
      />
      <ConflictDialog
        opened={editor.conflict !== null}
        noun={noun}
        theirsSavedAt={editor.conflict?.updatedAt}
        saving={editor.saving}
        onKeepMine={() => void editor.keepMine()}
        onLoadTheirs={editor.loadTheirs}
      />
      {guard.dialog}
    </Stack>
  );
}

/** While the record loads (rare: the route loader reads it first). */
export function RecordScreenSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton h={14} w={220} />
      <Skeleton h={40} w="60%" />
      <Skeleton h={52} />
      <Group grow align="flex-start">
        <Skeleton h={360} />
        <Skeleton h={360} visibleFrom="sm" />
      </Group>
    </Stack>
  );
}
