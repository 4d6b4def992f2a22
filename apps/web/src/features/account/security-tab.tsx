import { Box, Button, HStack, Heading, Separator, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, passwordStrength, type ChangePasswordFormValues } from '@shop/domain';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { applyUserErrors, cleanServerMessage, useSession } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastSuccess } from '../../lib/toast';
import { PrivacySection } from './privacy-section';
import { graphql } from '../../gql';

export const SecurityTabChangePasswordMutation = graphql(`
  mutation SecurityTabChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const SecurityTabLogoutAllMutation = graphql(`
  mutation SecurityTabLogoutAll {
    logoutAll
  }
`);

const FIELDS: FieldPath<ChangePasswordFormValues>[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const STRENGTH_COLORS = ['red.500', 'red.500', 'orange.400', 'yellow.500', 'green.600'] as const;

export function PasswordStrengthHint({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (!password) return null;
  return (
    <Stack gap="1" data-testid="password-strength">
      <HStack gap="1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <Box
            key={step}
            h="1.5"
            flex="1"
            borderRadius="full"
            bg={strength.score >= step ? STRENGTH_COLORS[strength.score] : 'sand.200'}
          />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Password strength: {strength.label}
      </Text>
    </Stack>
  );
}

export function SecurityTab() {
  const session = useSession();
  const navigate = useNavigate();
  const [changePassword] = useMutation(SecurityTabChangePasswordMutation);
  const [logoutAll] = useMutation(SecurityTabLogoutAllMutation);
  const [loggingOutAll, setLoggingOutAll] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = watch('newPassword');

  const onSubmit = handleSubmit(async (values) => {
    let failure: string | null = null;
    try {
      const { data } = await changePassword({
        variables: {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
          confirmPassword: values.confirmPassword,
        },
      });
      const payload = data?.changePassword;
      if (payload?.ok && payload.userErrors.length === 0) {
        reset();
        toastSuccess({
          title: 'Password updated successfully',
          description: 'Please log in again with your new password.',
        });
        await session.logout();
        void navigate('/account/login', { replace: true });
        return;
      }
      const list = payload?.userErrors ?? [];
      const unplaced = applyUserErrors(list, setError, FIELDS);
      failure = cleanServerMessage(unplaced[0] ?? list[0]?.message);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    }
    toastError({ title: 'Failed to update password', description: failure ?? GENERIC_ERROR });
  });

  // Always ends the session here and goes to login, even when the call fails (SPEC section 8).
  const onLogoutAll = async () => {
    setLoggingOutAll(true);
    try {
      await logoutAll();
    } catch {
      // the local session is ended below either way
    }
    await session.logout();
    toastSuccess({ title: 'Logged out successfully', description: 'You have been signed out from all devices.' });
    void navigate('/account/login', { replace: true });
  };

  return (
    <Stack gap="8" maxW="xl">
      <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading">
        <Stack gap="5">
          <Heading as="h3" size="md" id="change-password-heading">
            Change Password
          </Heading>
          <FormField label="Current Password" required error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormField
            label="New Password"
            required
            error={errors.newPassword?.message}
            helperText="At least 8 characters with upper and lower case letters, a number and one of !@#$%^&*"
          >
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <PasswordStrengthHint password={newPassword} />
          <FormField label="Confirm New Password" required error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update Password'}
          </Button>
        </Stack>
      </chakra.form>
      <Separator />
      <Stack gap="3">
        <Heading as="h3" size="md">
          Sessions
        </Heading>
        <Text color="fg.muted">Sign out of your account on every device and browser, including this one.</Text>
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          onClick={() => void onLogoutAll()}
          disabled={loggingOutAll}
        >
          Log out all
        </Button>
      </Stack>
      <Separator />
      <PrivacySection />
    </Stack>
  );
}
