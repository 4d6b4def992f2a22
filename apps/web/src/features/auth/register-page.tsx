import { chakra, Button, Checkbox, Field, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONFIRM_AGE_LABEL,
  VALIDATION_DEBOUNCE_MS,
  registrationSchema,
  type RegistrationFormValues,
} from '@shop/domain';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { usePageMeta } from '../../lib/page-meta';
import { applyUserErrors, cleanServerMessage, useSession } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastSuccess } from '../../lib/toast';
import { AuthCard } from './auth-card';
import { RegisterPageMutation } from './auth-documents';

type Values = RegistrationFormValues;

const FIELDS: FieldPath<Values>[] = [
  'name',
  'email',
  'phone',
  'companyName',
  'companyRegNumber',
  'companyVatNumber',
  'password',
  'confirmPassword',
  'agreeTerms',
  'confirmAge',
];

export default function RegisterPage() {
  usePageMeta('Create Account', 'Register your licensed business for wholesale access to premium CBD products.');
  const session = useSession();
  const navigate = useNavigate();
  const [registerCustomer] = useMutation(RegisterPageMutation);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(registrationSchema),
    // validated on every change, but an error appears only 500 ms after the typing stops
    mode: 'onChange',
    delayError: VALIDATION_DEBOUNCE_MS,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      companyName: '',
      companyRegNumber: '',
      companyVatNumber: '',
      password: '',
      confirmPassword: '',
      agreeTerms: false,
      confirmAge: false,
    },
  });

  // Errors only after the field was touched (or a submit was tried).
  const shown = (name: FieldPath<Values>): string | undefined => {
    const touched = (touchedFields as Record<string, boolean | undefined>)[name];
    return touched || isSubmitted ? errors[name]?.message : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    let failure: string | null = null;
    try {
      const { data } = await registerCustomer({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone?.trim() || null,
            companyName: values.companyName.trim(),
            companyRegNumber: values.companyRegNumber.trim(),
            companyVatNumber: values.companyVatNumber.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
            agreeTerms: values.agreeTerms === true,
            confirmAge: values.confirmAge === true,
          },
        },
      });
      const payload = data?.register;
      if (payload?.customer && payload.userErrors.length === 0) {
        toastSuccess({ title: 'Registration successful!', description: `Welcome, ${payload.customer.name}!` });
        await session.refresh();
        void navigate('/account', { replace: true });
        return;
      }
      const errorsList = payload?.userErrors ?? [];
      const unplaced = applyUserErrors(errorsList, setError, FIELDS);
      failure = cleanServerMessage(unplaced[0] ?? errorsList[0]?.message);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    }
    toastError({ title: 'Registration failed', description: failure ?? GENERIC_ERROR });
  });

  if (session.isLoggedIn && !isSubmitting) return <Navigate to="/account" replace />;

  return (
    <AuthCard title="Create Account" intro="Register your business for wholesale access." maxW="2xl">
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Registration form">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label="Full Name" required error={shown('name')}>
              <Input autoComplete="name" {...register('name')} />
            </FormField>
            <FormField label="Email" required error={shown('email')}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <FormField
              label="Phone"
              error={shown('phone')}
              helperText="Optional, with country code (e.g. +31 20 123 4567)"
            >
              <Input type="tel" autoComplete="tel" {...register('phone')} />
            </FormField>
            <FormField label="Company Name" required error={shown('companyName')}>
              <Input autoComplete="organization" {...register('companyName')} />
            </FormField>
            <FormField label="Company Registration Number" required error={shown('companyRegNumber')}>
              <Input {...register('companyRegNumber')} />
            </FormField>
            <FormField label="Company VAT Number" required error={shown('companyVatNumber')}>
              <Input {...register('companyVatNumber')} />
            </FormField>
            <FormField label="Password" required error={shown('password')}>
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField label="Confirm Password" required error={shown('confirmPassword')}>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
          </SimpleGrid>
          <Controller
            control={control}
            name="agreeTerms"
            render={({ field }) => (
              <Field.Root invalid={Boolean(shown('agreeTerms'))}>
                <Checkbox.Root
                  checked={field.value === true}
                  onCheckedChange={(details) => {
                    field.onChange(details.checked === true);
                    // a click on a checkbox counts as touching it
                    field.onBlur();
                  }}
                  colorPalette="brand"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="normal">
                    I agree to the{' '}
                    <Link asChild color="brand.700" textDecoration="underline">
                      <RouterLink to="/terms">Terms of Service</RouterLink>
                    </Link>{' '}
                    and{' '}
                    <Link asChild color="brand.700" textDecoration="underline">
                      <RouterLink to="/privacy">Privacy Policy</RouterLink>
                    </Link>
                  </Checkbox.Label>
                </Checkbox.Root>
                {shown('agreeTerms') ? <Field.ErrorText>{shown('agreeTerms')}</Field.ErrorText> : null}
              </Field.Root>
            )}
          />
          <Controller
            control={control}
            name="confirmAge"
            render={({ field }) => (
              <Field.Root invalid={Boolean(shown('confirmAge'))}>
                <Checkbox.Root
                  checked={field.value === true}
                  onCheckedChange={(details) => {
                    field.onChange(details.checked === true);
                    field.onBlur();
                  }}
                  colorPalette="brand"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="normal">{CONFIRM_AGE_LABEL}</Checkbox.Label>
                </Checkbox.Root>
                {shown('confirmAge') ? <Field.ErrorText>{shown('confirmAge')}</Field.ErrorText> : null}
              </Field.Root>
            )}
          />
          <Button type="submit" colorPalette="brand" size="lg" disabled={!isValid || isSubmitting}>
            {isSubmitting ? 'Creating...' : 'Create Account'}
          </Button>
          <Text textAlign="center" color="fg.muted">
            Already have an account?{' '}
            <Link asChild color="brand.700" fontWeight="600">
              <RouterLink to="/account/login">Sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
