import { chakra, Button, Checkbox, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginFormValues } from '@shop/domain';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { usePageMeta } from '../../lib/page-meta';
import { cleanServerMessage, useSession } from '../../lib/session';
import { serverMessage, toastError, toastSuccess } from '../../lib/toast';
import { AuthCard } from './auth-card';
import { LoginPageMutation } from './auth-documents';

export const LOGIN_FAILED_FALLBACK = 'Invalid email or password. Please try again.';

export default function LoginPage() {
  usePageMeta('Login', 'Log in to your wholesale account to see prices, order and follow your orders.');
  const session = useSession();
  const navigate = useNavigate();
  const [login] = useMutation(LoginPageMutation);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    let failure: string | null = null;
    try {
      const { data } = await login({
        variables: { email: values.email.trim(), password: values.password, rememberMe: Boolean(values.rememberMe) },
      });
      const payload = data?.login;
      if (payload?.customer && payload.userErrors.length === 0) {
        toastSuccess({ title: 'Login successful!', description: `Welcome back, ${payload.customer.name}.` });
        await session.refresh();
        void navigate('/account', { replace: true });
        return;
      }
      failure = cleanServerMessage(payload?.userErrors[0]?.message);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    }
    toastError({ title: 'Login failed', description: failure ?? LOGIN_FAILED_FALLBACK });
  });

  if (session.isLoggedIn && !isSubmitting) return <Navigate to="/account" replace />;

  return (
    <AuthCard title="Login to Your Account" intro="Sign in to see wholesale prices and place orders.">
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Login form">
        <Stack gap="5">
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@company.com" {...register('email')} />
          </FormField>
          <FormField label="Password" required error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" placeholder="Your password" {...register('password')} />
          </FormField>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Controller
              control={control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox.Root
                  checked={Boolean(field.value)}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>Remember me</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <Link asChild color="brand.700" fontWeight="500">
              <RouterLink to="/account/forget-password">Forgot your password?</RouterLink>
            </Link>
          </HStack>
          <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Logging in...' : 'Login'}
          </Button>
          <Text textAlign="center" color="fg.muted">
            Don&apos;t have an account?{' '}
            <Link asChild color="brand.700" fontWeight="600">
              <RouterLink to="/account/register">Sign up</RouterLink>
            </Link>
          </Text>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
