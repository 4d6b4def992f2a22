import { chakra, Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { serverMessage, toastSuccess } from '../../../lib/toast';
import { useConsoleTitle } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { AdminSignInMutation } from './session-documents';
import { useStaffSession } from './staff-session';

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.').email('Enter a valid e-mail address.'),
  password: z.string().min(1, 'Enter your password.'),
});
type SignInValues = z.input<typeof signInSchema>;

export const SIGN_IN_FAILED = 'The e-mail address or password is not correct.';

/** The console's sign-in (adminLogin): the admin cookie is set by the answer, then the session is read again. */
export function SignInScreen({ shopName }: { shopName: string }) {
  useConsoleTitle('Sign in');
  const session = useStaffSession();
  const [login] = useMutation(AdminSignInMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await login({ variables: { email: values.email.trim(), password: values.password } });
      const payload = data?.adminLogin;
      if (payload?.staff && payload.userErrors.length === 0) {
        toastSuccess({ title: `Signed in as ${payload.staff.name || payload.staff.email}` });
        await session.refresh();
        return;
      }
      setFailure(payload?.userErrors[0]?.message ?? SIGN_IN_FAILED);
    } catch (error) {
      setFailure(serverMessage(error) ?? 'Could not sign in: the server could not be reached. Please try again.');
    }
  });

  return (
    <Box minH="100dvh" display="grid" placeItems="center" px="4" py="10">
      <Panel as="main" w="full" maxW="md">
        <Box mb="4">
          <Text color="fg.muted" fontSize="sm">
            {shopName}
          </Text>
          <Heading as="h1" size="xl">
            Sign in to the shop console
          </Heading>
        </Box>
        <Box>
          <chakra.form onSubmit={onSubmit} noValidate aria-label="Sign in">
            <Stack gap="4">
              {failure ? (
                <Text color="fg.error" role="alert" data-testid="sign-in-error">
                  {failure}
                </Text>
              ) : null}
              <FormField label="E-mail" required error={errors.email?.message}>
                <Input type="email" autoComplete="username" {...register('email')} />
              </FormField>
              <FormField label="Password" required error={errors.password?.message}>
                <PasswordInput autoComplete="current-password" stripSpaces={false} {...register('password')} />
              </FormField>
              <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing in...">
                Sign in
              </Button>
            </Stack>
          </chakra.form>
        </Box>
      </Panel>
    </Box>
  );
}
