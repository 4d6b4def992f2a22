import { Button, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, type ProfileFormValues } from '@shop/domain';
import { useForm, type FieldPath } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { formatDate } from '../../lib/date';
import { announceSessionChange, applyUserErrors, cleanServerMessage, type SessionCustomer } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastSuccess } from '../../lib/toast';
import { graphql } from '../../gql';

export const ProfileTabMutation = graphql(`
  mutation ProfileTab($input: ProfileInput!) {
    updateProfile(input: $input) {
      customer {
        id
        name
        email
        phone
        company
        companyName
        companyRegNumber
        companyVatNumber
        address
        memberSince
        status
        statusReason
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const FIELDS: FieldPath<ProfileFormValues>[] = [
  'name',
  'email',
  'phone',
  'company',
  'companyName',
  'companyRegNumber',
  'companyVatNumber',
];

export function profileDefaults(customer: SessionCustomer): ProfileFormValues {
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone ?? '',
    company: customer.company ?? '',
    companyName: customer.companyName ?? '',
    companyRegNumber: customer.companyRegNumber ?? '',
    companyVatNumber: customer.companyVatNumber ?? '',
  };
}

export function ProfileTab({ customer }: { customer: SessionCustomer }) {
  const [updateProfile] = useMutation(ProfileTabMutation);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: profileDefaults(customer),
  });

  const onSubmit = handleSubmit(async (values) => {
    let failure: string | null = null;
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone?.trim() || null,
            company: values.company?.trim() || null,
            companyName: values.companyName.trim(),
            companyRegNumber: values.companyRegNumber.trim(),
            companyVatNumber: values.companyVatNumber.trim(),
          },
        },
      });
      const payload = data?.updateProfile;
      if (payload?.customer && payload.userErrors.length === 0) {
        reset(profileDefaults(payload.customer));
        toastSuccess({ title: 'Profile updated!', description: 'Your changes have been saved.' });
        announceSessionChange('changed');
        return;
      }
      const list = payload?.userErrors ?? [];
      const unplaced = applyUserErrors(list, setError, FIELDS);
      failure = cleanServerMessage(unplaced[0] ?? list[0]?.message);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    }
    toastError({ title: 'Failed to update profile', description: failure ?? GENERIC_ERROR });
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="5">
        {customer.memberSince ? (
          <Text color="fg.muted" data-testid="member-since">
            Member since {formatDate(customer.memberSince)}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Full Name" required error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message} helperText="Optional, with country code">
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
          <FormField label="Company" error={errors.company?.message} helperText="Optional">
            <Input {...register('company')} />
          </FormField>
          <FormField label="Company Name" required error={errors.companyName?.message}>
            <Input autoComplete="organization" {...register('companyName')} />
          </FormField>
          <FormField label="Company Registration Number" required error={errors.companyRegNumber?.message}>
            <Input {...register('companyRegNumber')} />
          </FormField>
          <FormField label="Company VAT Number" required error={errors.companyVatNumber?.message}>
            <Input {...register('companyVatNumber')} />
          </FormField>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
