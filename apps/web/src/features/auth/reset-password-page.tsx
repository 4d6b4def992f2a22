import { chakra, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordFormValues } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { usePageMeta } from '../../lib/page-meta';
import { applyUserErrors, cleanServerMessage } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastSuccess } from '../../lib/toast';
import { AuthCard } from './auth-card';
import { ResetPasswordPageMutation } from './auth-documents';

const FIELDS: FieldPath<ResetPasswordFormValues>[] = ['newPassword', 'confirmPassword'];

function InvalidLink() {
  // Toast once, even under StrictMode's double effects.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toastError({ title: 'Invalid reset link', description: 'Please request a new password reset link.' });
  }, []);
  return <Navigate to="/account/forgot-password" replace />;
}

export default function ResetPasswordPage() {
  usePageMeta('Reset Password', 'Choose a new password for your wholesale account.');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [resetPassword] = useMutation(ResetPasswordPageMutation);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    let failure: string | null = null;
    try {
      const { data } = await resetPassword({
        variables: { email, token, newPassword: values.newPassword, confirmPassword: values.confirmPassword },
      });
      const payload = data?.resetPassword;
      if (payload?.ok && payload.userErrors.length === 0) {
        toastSuccess({
          title: 'Password reset successful!',
          description: 'You can now log in with your new password.',
        });
        void navigate('/account/login', { replace: true });
        return;
      }
      const list = payload?.userErrors ?? [];
      const unplaced = applyUserErrors(list, setError, FIELDS);
      failure = cleanServerMessage(unplaced[0] ?? list[0]?.message);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    }
    toastError({ title: 'Failed to reset password', description: failure ?? GENERIC_ERROR });
  });

  if (!email || !token) return <InvalidLink />;

  return (
    <AuthCard title="Reset Password" intro={`Choose a new password for ${email}.`}>
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Reset password form">
        <Stack gap="5">
          <FormField label="New Password" required error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label="Confirm Password" required error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Resetting...' : 'Reset Password'}
          </Button>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
