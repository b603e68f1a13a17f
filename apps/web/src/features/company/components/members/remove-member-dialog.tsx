import { type Member, ROLE_LABELS } from "@adviser-desk/contracts";
import { Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { handOverCandidates, handOverTarget, holdsClients } from "../../lib/hand-over-choice";
import { ProblemAlert } from "./problem-alert";

export interface MemberRemoval {
  member: Member;
  /** Whom an owner's or adviser's clients go to; absent for members who hold none. */
  reassignTo?: string | undefined;
}

interface RemoveMemberDialogProps {
  member: Member | null;
  /** The company's members, to offer whom the clients go to. */
  members: readonly Member[];
  /** The owner removing them: the default recipient. */
  selfId: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (removal: MemberRemoval) => void;
}

/**
 * "Remove Thandi?": they lose access at once; an owner's or adviser's clients stay with the
 * practice and go to the owner or adviser chosen here (the server's hand-over, ADR 030).
 */
export function RemoveMemberDialog({ member, members, selfId, ...props }: RemoveMemberDialogProps) {
  const [chosen, setChosen] = useState<{ leaving: string; to: string } | null>(null);
  const candidates = member ? handOverCandidates(members, member) : [];
  const handsOver = member !== null && holdsClients(member);
  const target = handOverTarget(
    candidates,
    selfId,
    chosen && chosen.leaving === member?.userId ? chosen.to : null,
  );

  return (
    <ConfirmDialog
      opened={member !== null}
      title={member ? `Remove ${member.name}?` : "Remove member?"}
      confirmLabel="Remove member"
      pending={props.pending}
      problem={props.error ? <ProblemAlert error={props.error} title="Not removed" /> : null}
      onCancel={props.onCancel}
      onConfirm={() =>
        member && props.onConfirm({ member, reassignTo: handsOver ? target?.userId : undefined })
      }
    >
      {member ? (
        <Stack gap="sm">
          <Text size="sm">
            {member.name} ({member.email}) loses access to the practice at once. Nothing is deleted.
          </Text>
          {handsOver ? (
            <>
              <Select
                label="Hand their clients to"
                data={candidates.map((candidate) => ({
                  value: candidate.userId,
                  label: `${candidate.name} (${ROLE_LABELS[candidate.role]})`,
                }))}
                value={target?.userId ?? null}
                onChange={(to) => to && setChosen({ leaving: member.userId, to })}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <Text size="sm">
                Their clients and records stay with the practice and go to{" "}
                {target ? target.name : "the owner or adviser chosen"}. Clients shared with them are
                no longer shared, and assistants stop preparing for them.
              </Text>
            </>
          ) : (
            <Text size="sm">
              As {member.role === "assistant" ? "an assistant" : "a read-only member"} they are
              responsible for no clients, so none change hands: the clients and records stay with
              the practice and their advisers.
            </Text>
          )}
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
}
