import "./acknowledge-styles";
import type {
  AcknowledgementDocument,
  AcknowledgementReceipt,
  IdentityProof,
} from "@adviser-desk/contracts";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { errorMessage } from "@/lib/error-message";
import {
  useAcknowledgementInvite,
  useDecideAcknowledgement,
  useOpenAcknowledgement,
  useSendAcknowledgementCode,
} from "../api/acknowledgement";

/** The link's secret is its fragment (`/acknowledge#…`): browsers never send it to a server. */
const tokenFromHash = () => decodeURIComponent(window.location.hash.replace(/^#/, ""));

/**
 * /acknowledge#token: where the client, with no account, confirms who they are, reads the record
 * of advice and accepts or declines it with their full name typed.
 */
export function AcknowledgeScreen() {
  const [token] = useState(tokenFromHash);
  const invite = useAcknowledgementInvite(token);
  const [document, setDocument] = useState<{
    doc: AcknowledgementDocument;
    proof: IdentityProof;
  } | null>(null);
  const [receipt, setReceipt] = useState<AcknowledgementReceipt | null>(null);

  if (!token || invite.isError) {
    return (
      <Stack w="100%" maw={560}>
        <title>Record of advice · Adviser Desk</title>
        <Alert color="red" title="This link does not work">
          {token
            ? errorMessage(invite.error)
            : "The link is incomplete: open it from the e-mail again."}
        </Alert>
      </Stack>
    );
  }
  if (!invite.data) return <Loader size="sm" aria-label="Loading" />;
  const i = invite.data;

  return (
    <Stack w="100%" maw={820} gap="md">
      <title>Record of advice · Adviser Desk</title>
      <Title order={1} fz={26} c="navy.9">
        Your record of advice
      </Title>
      <Text size="sm" c="dimmed">
        {i.adviserName} of {i.companyName} issued it on {i.issuedAtText}. This link works once,
        until {i.expiresAtText}.
      </Text>
      {receipt ? (
        <ReceiptPanel receipt={receipt} />
      ) : document ? (
        <DocumentPanel
          token={token}
          doc={document.doc}
          proof={document.proof}
          onDecided={setReceipt}
        />
      ) : (
        <IdentityPanel
          token={token}
          methods={i.identityMethods}
          emailHint={i.emailHint}
          onOpened={(doc, proof) => setDocument({ doc, proof })}
        />
      )}
    </Stack>
  );
}

function IdentityPanel({
  token,
  methods,
  emailHint,
  onOpened,
}: {
  token: string;
  methods: ("id-number" | "email-code")[];
  emailHint: string | null;
  onOpened: (doc: AcknowledgementDocument, proof: IdentityProof) => void;
}) {
  const [method, setMethod] = useState(methods[0] ?? "id-number");
  const [answer, setAnswer] = useState("");
  const open = useOpenAcknowledgement(token);
  const send = useSendAcknowledgementCode(token);
  const proof: IdentityProof =
    method === "id-number" ? { method, idLast4: answer.trim() } : { method, code: answer.trim() };
  return (
    <Paper withBorder p="lg" radius="lg">
      <Stack
        gap="md"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          open.mutate(proof, { onSuccess: (doc) => onOpened(doc, proof) });
        }}
      >
        <Title order={2} fz="lg" c="navy.9">
          First, confirm who you are
        </Title>
        {methods.length > 1 ? (
          <SegmentedControl
            value={method}
            onChange={(v) => {
              setMethod(v as typeof method);
              setAnswer("");
            }}
            data={[
              { value: "id-number", label: "My ID number" },
              { value: "email-code", label: "A code by e-mail" },
            ]}
          />
        ) : null}
        {method === "id-number" ? (
          <TextInput
            label="The last four digits of your ID number"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
          />
        ) : (
          <Stack gap="xs">
            <Group gap="sm" align="flex-end">
              <Button variant="light" loading={send.isPending} onClick={() => send.mutate()}>
                E-mail me a code
              </Button>
              {send.isSuccess ? (
                <Text size="sm" role="status">
                  Sent to {emailHint}.
                </Text>
              ) : null}
            </Group>
            {send.error ? (
              <Text size="sm" c="red">
                {errorMessage(send.error)}
              </Text>
            ) : null}
            <TextInput
              label="The six-digit code"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              value={answer}
              onChange={(e) => setAnswer(e.currentTarget.value)}
            />
          </Stack>
        )}
        {open.error ? (
          <Alert color="red" title="Not opened">
            {errorMessage(open.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={open.isPending}>
            Open the record of advice
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DocumentPanel({
  token,
  doc,
  proof,
  onDecided,
}: {
  token: string;
  doc: AcknowledgementDocument;
  proof: IdentityProof;
  onDecided: (receipt: AcknowledgementReceipt) => void;
}) {
  const [typedName, setTypedName] = useState("");
  const decide = useDecideAcknowledgement();
  const url = useMemo(() => {
    const bytes = Uint8Array.from(atob(doc.pdfBase64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
  }, [doc.pdfBase64]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const send = (decision: "accepted" | "declined") =>
    decide.mutate(
      { token, proof, decision, typedName, documentSha256: doc.sha256 },
      { onSuccess: onDecided },
    );
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg" c="navy.9">
            {doc.title}
          </Title>
          <Text size="sm">
            {doc.pages} pages.{" "}
            <Anchor href={url} download={`${doc.title}.pdf`}>
              Download the PDF
            </Anchor>{" "}
            to keep a copy.
          </Text>
          <iframe
            title={doc.title}
            src={url}
            style={{ width: "100%", height: 560, border: "1px solid #d0d7e2", borderRadius: 8 }}
          />
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            Document fingerprint (SHA-256): {doc.sha256}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="lg">
        <Stack gap="md">
          <Title order={2} fz="lg" c="navy.9">
            Your answer
          </Title>
          <Text size="sm">If you accept: “{doc.statements.accepted}”</Text>
          <Text size="sm">If you decline: “{doc.statements.declined}”</Text>
          <TextInput
            label="Type your full name"
            description={`As your adviser has it: ${doc.clientFullName}`}
            autoComplete="name"
            value={typedName}
            onChange={(e) => setTypedName(e.currentTarget.value)}
          />
          {decide.error ? (
            <Alert color="red" title="Not recorded">
              {errorMessage(decide.error)}
            </Alert>
          ) : null}
          <Group>
            <Button
              loading={decide.isPending}
              disabled={typedName.trim() === ""}
              onClick={() => send("accepted")}
            >
              I accept the advice
            </Button>
            <Button
              variant="default"
              loading={decide.isPending}
              disabled={typedName.trim() === ""}
              onClick={() => send("declined")}
            >
              I do not accept it
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function ReceiptPanel({ receipt }: { receipt: AcknowledgementReceipt }) {
  return (
    <Alert
      color={receipt.decision === "accepted" ? "teal" : "gray"}
      title={
        receipt.decision === "accepted"
          ? "Thank you: you accepted the advice"
          : "Thank you: you declined the advice"
      }
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">
          Recorded {receipt.decidedAtText}. Your adviser has been given your answer.
        </Text>
        <Text size="sm">“{receipt.textShown}”</Text>
      </Stack>
    </Alert>
  );
}
