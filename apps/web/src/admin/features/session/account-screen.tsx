import { chakra, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { saveForm } from '../../lib/save-form';
import { AdminChangePasswordMutation } from './session-documents';
import { useStaffSession } from './staff-session';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z.string().min(10, 'Use at least 10 characters.').max(128, 'Keep it under 128 characters.'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  })
  .refine((values) => values.newPassword !== values.currentPassword || values.newPassword === '', {
    path: ['newPassword'],
    message: 'Choose a password different from the current one.',
  });
type PasswordValues = z.input<typeof changePasswordSchema>;

export default function AccountScreen() {
  const { staff } = useStaffSession();
  const [change] = useMutation(AdminChangePasswordMutation);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () =>
        (
          await change({
            variables: { currentPassword: values.currentPassword, newPassword: values.newPassword },
          })
        ).data?.changeStaffPassword,
      saved: (payload) => payload.ok,
      onSaved: () => {
        toastSuccess({ title: 'Password changed' });
        reset();
      },
      setError,
      fields: ['currentPassword', 'newPassword'],
      failure: 'The password was not changed',
    }),
  );
  return (
    <>
      <PageHeader title="Your password" description={staff ? `Signed in as ${staff.email}` : undefined} />
      <Panel maxW="md">
        <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change your password">
          <Stack gap="4">
            <input type="email" autoComplete="username" value={staff?.email ?? ''} readOnly hidden />
            <FormField label="Current password" required error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" stripSpaces={false} {...register('currentPassword')} />
            </FormField>
            <FormField
              label="New password"
              required
              error={errors.newPassword?.message}
              helperText="At least 10 characters."
            >
              <PasswordInput autoComplete="new-password" stripSpaces={false} {...register('newPassword')} />
            </FormField>
            <FormField label="Repeat the new password" required error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" stripSpaces={false} {...register('confirmPassword')} />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              loading={isSubmitting}
              loadingText="Saving..."
              alignSelf="flex-start"
            >
              Change password
            </Button>
          </Stack>
        </chakra.form>
      </Panel>
    </>
  );
}
