import { chakra, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordFormValues } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { usePageMeta } from '../../lib/page-meta';
import { toastFailure, toastSuccess } from '../../lib/toast';
import { AuthCard } from './auth-card';
import { ForgotPasswordPageMutation } from './auth-documents';

/** Served at both /account/forget-password and /account/forgot-password (SPEC section 2). */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot Password', 'Request a link to reset the password of your wholesale account.');
  const navigate = useNavigate();
  const [requestReset] = useMutation(ForgotPasswordPageMutation);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset({ variables: { email: email.trim() } });
      // Same answer whether or not the address has an account (no account enumeration).
      toastSuccess({
        title: 'Password reset link sent!',
        description: 'If an account exists for this email, a reset link is on its way.',
      });
      void navigate('/account/login');
    } catch (error) {
      toastFailure(error, 'Failed to send reset link');
    }
  });

  return (
    <AuthCard title="Forgot Password" intro="Enter your email and we will send you a link to reset your password.">
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Forgot password form">
        <Stack gap="5">
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Text textAlign="center" color="fg.muted">
            Remembered it?{' '}
            <Link asChild color="brand.700" fontWeight="600">
              <RouterLink to="/account/login">Back to login</RouterLink>
            </Link>{' '}
            · No account yet?{' '}
            <Link asChild color="brand.700" fontWeight="600">
              <RouterLink to="/account/register">Sign up</RouterLink>
            </Link>
          </Text>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
