import { Stack } from '@mantine/core';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ChangeUsernameForm } from './change-username-form.tsx';

/** The login details tab: password, username and email, each behind the current password. */
export function CredentialsPanel() {
  return (
    <Stack gap="lg">
      <ChangePasswordForm />
      <ChangeUsernameForm />
      <ChangeEmailForm />
    </Stack>
  );
}
