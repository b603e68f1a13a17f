import { useNavigate } from "react-router";
import { BreadcrumbExtra } from "@/components/layouts/breadcrumb-slot";
import { SiblingItemSelect } from "@/components/sibling-item-select";
import { useClientRecords } from "../engine/list-client-records";
import { recordName } from "../engine/record-name";
import { recordPath } from "../engine/record-paths";
import type { RecordKind } from "../engine/record-types";
import type { WebKind } from "../kinds/web-kind";

interface RecordSiblingsProps {
  kind: Pick<WebKind, "kind" | "noun" | "name">;
  id: string;
  clientId: string;
  /** The open record's name (shown until the list is loaded). */
  currentName: string;
  /** Where a chosen sibling opens: its record screen, or on a report route its report. */
  pathOf?: (kind: RecordKind, id: string) => string;
}

/**
 * Spec §2: on a record's route, the breadcrumb bar's dropdown switches between the client's
 * records of the same kind, by id, labelled by scenario name or description (report routes too).
 */
export function RecordSiblings({
  kind,
  id,
  clientId,
  currentName,
  pathOf = recordPath,
}: RecordSiblingsProps) {
  const navigate = useNavigate();
  const list = useClientRecords(kind.kind, clientId);
  const items = (list.data ?? []).map((record) => ({
    id: record.id,
    label: record.id === id ? currentName || recordName(kind, record) : recordName(kind, record),
  }));
  return (
    <BreadcrumbExtra>
      <SiblingItemSelect
        items={items}
        currentId={id}
        fallbackLabel={currentName}
        label={`Switch ${kind.noun}`}
        onSelect={(next) => void navigate(pathOf(kind.kind, next))}
      />
    </BreadcrumbExtra>
  );
}
