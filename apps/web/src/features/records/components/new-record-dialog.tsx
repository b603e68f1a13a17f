import { Center, Loader, Modal } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { RecordKind } from "../engine/record-types";
import { KINDS } from "../kinds/kinds";

const NewRecordForm = lazy(() =>
  import("./new-record-form").then((m) => ({ default: m.NewRecordForm })),
);

interface NewRecordDialogProps {
  /** The kind to create; null when closed. */
  kind: RecordKind | null;
  clientId: string;
  /** The client's date of birth from their profile: a new scenario starts from it. */
  profileDateOfBirth: string | null;
  onClose: () => void;
}

/**
 * "New": asks for the name (and a scenario's tax year), creates the record with the default
 * inputs of "New" (the server's) and opens it.
 */
export function NewRecordDialog({
  kind,
  clientId,
  profileDateOfBirth,
  onClose,
}: NewRecordDialogProps) {
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind ? `New ${KINDS[kind].noun}` : ""}
      centered
      radius="lg"
    >
      {kind ? (
        <Suspense
          fallback={
            <Center h={120}>
              <Loader size="sm" />
            </Center>
          }
        >
          <NewRecordForm
            key={kind}
            kind={kind}
            clientId={clientId}
            profileDateOfBirth={profileDateOfBirth}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
