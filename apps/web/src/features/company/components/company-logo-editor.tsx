import { Button, FileButton, Group, Input, Stack, Text } from "@mantine/core";
import { IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useDeleteLogo } from "../api/delete-logo";
import { useUploadLogo } from "../api/upload-logo";
import { logoFileProblem } from "../lib/logo-file";
import classes from "./company-logo-editor.module.css";

const ACCEPT = "image/png,image/jpeg,image/webp";

interface CompanyLogoEditorProps {
  companyName: string;
  /** The current logo's URL, or null. */
  logoUrl: string | null;
  /** Without `company.manage` the logo is shown, not changed. */
  readOnly?: boolean;
}

/** Upload (with a preview while it is sent), replace or remove the company's logo. */
export function CompanyLogoEditor({ companyName, logoUrl, readOnly }: CompanyLogoEditorProps) {
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const refused = await logoFileProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, { onSettled: () => setPreview(null) });
  };

  const shown = preview ?? logoUrl;
  const busy = upload.isPending || remove.isPending;
  return (
    <Stack gap="md">
      <Group gap="lg" align="center" wrap="wrap">
        <div className={classes.frame} aria-busy={upload.isPending}>
          {shown ? (
            <img className={classes.image} src={shown} alt={`${companyName} logo`} />
          ) : (
            <Stack gap={4} align="center" c="gray.6">
              <IconPhoto size={28} stroke={1.4} />
              <Text size="xs" c="dimmed">
                No logo yet
              </Text>
            </Stack>
          )}
        </div>
        {readOnly ? null : (
          <Stack gap="sm">
            <Group gap="sm">
              <FileButton onChange={(file) => void choose(file)} accept={ACCEPT}>
                {(props) => (
                  <Button
                    {...props}
                    variant={logoUrl ? "default" : "filled"}
                    leftSection={<IconUpload size={17} />}
                    loading={upload.isPending}
                    disabled={busy}
                  >
                    {logoUrl ? "Replace logo" : "Upload logo"}
                  </Button>
                )}
              </FileButton>
              {logoUrl ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={17} />}
                  loading={remove.isPending}
                  disabled={busy}
                  onClick={() => remove.mutate()}
                >
                  Remove
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              PNG, JPEG or WebP, at most 2 MB. A wide logo on a transparent or white background
              works best.
            </Text>
          </Stack>
        )}
      </Group>
      {problem ? <Input.Error>{problem}</Input.Error> : null}
    </Stack>
  );
}
