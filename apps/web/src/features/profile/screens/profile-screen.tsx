import { Stack, Text, Title } from "@mantine/core";
import { SettingsSection } from "@/components/settings-section";
import { useMe } from "@/lib/api/get-me";
import { usePublicConfig } from "@/lib/api/get-public-config";
import { PasswordSectionBody } from "../components/password-section-body";
import { ProfileDetailsForm } from "../components/profile-details-form";
import { SessionsPanel } from "../components/sessions-panel";

export function ProfileScreen() {
  const me = useMe();
  const { passwordMinLength } = usePublicConfig();
  // The signed-in layout renders this screen only once the session is loaded.
  const user = me.data?.user;
  if (!user) return null;

  return (
    <Stack gap="lg">
      <title>My Profile · Adviser Desk</title>
      <Stack gap={4}>
        <Title order={1} fz={28} c="navy.9">
          My Profile
        </Title>
        <Text c="dimmed">
          Your name, sign-in details and the devices signed in to your account.
        </Text>
      </Stack>
      <SettingsSection
        title="Personal details"
        description="How you appear in Adviser Desk. Your e-mail address is how you sign in."
      >
        <ProfileDetailsForm
          key={user.name}
          name={user.name}
          email={user.email}
          emailVerified={user.emailVerified}
        />
      </SettingsSection>
      <SettingsSection
        title="Password"
        description="Use a long password you don't use anywhere else. A passphrase of a few random words works well."
      >
        <PasswordSectionBody email={user.email} passwordMinLength={passwordMinLength} />
      </SettingsSection>
      <SettingsSection
        title="Sessions"
        description="Signed in on a computer you no longer use? Sign out everywhere except this browser."
      >
        <SessionsPanel />
      </SettingsSection>
    </Stack>
  );
}
