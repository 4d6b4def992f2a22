import { Box, Button, HStack, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema, type AddressFormValues } from '@shop/domain';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { announceSessionChange, cleanServerMessage } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastSuccess } from '../../lib/toast';
import { graphql } from '../../gql';

export const AddressesTabMutation = graphql(`
  mutation AddressesTab($address: String!) {
    updateAddress(address: $address) {
      customer {
        id
        address
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** One free-text address: view → edit on Add/Edit; back to view on save or Cancel (SPEC section 4). */
export function AddressesTab({ address }: { address: string | null }) {
  const [editing, setEditing] = useState(false);
  const [updateAddress] = useMutation(AddressesTabMutation);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
    defaultValues: { address: address ?? '' },
  });

  const startEditing = () => {
    reset({ address: address ?? '' });
    setEditing(true);
  };
  const cancel = () => {
    reset({ address: address ?? '' });
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    let failure: string | null = null;
    try {
      const { data } = await updateAddress({ variables: { address: values.address.trim() } });
      const payload = data?.updateAddress;
      if (payload?.customer && payload.userErrors.length === 0) {
        toastSuccess({ title: 'Address updated!', description: 'Your address has been saved.' });
        announceSessionChange('changed');
        setEditing(false);
        return;
      }
      const first = payload?.userErrors[0]?.message;
      if (first) setError('address', { type: 'server', message: first });
      failure = cleanServerMessage(first);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    }
    toastError({ title: 'Failed to update address', description: failure ?? GENERIC_ERROR });
  });

  if (editing) {
    return (
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Address">
        <Stack gap="4" maxW="xl">
          <FormField label="Address" required error={errors.address?.message}>
            <Textarea rows={4} autoComplete="street-address" {...register('address')} />
          </FormField>
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Address'}
            </Button>
            <Button type="button" variant="outline" onClick={cancel} disabled={isSubmitting}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    );
  }

  if (!address) {
    return (
      <Stack align="center" textAlign="center" gap="3" py="10">
        <Box color="brand.400" aria-hidden="true">
          <MapPin size={48} strokeWidth={1.25} />
        </Box>
        <Text fontSize="lg" fontWeight="600">
          No addresses saved
        </Text>
        <Button colorPalette="brand" onClick={startEditing}>
          Add Address
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="4" maxW="xl">
      <Box borderWidth="1px" borderColor="border" borderRadius="md" p="5" bg="bg.subtle">
        <Text fontWeight="600" mb="1">
          Shipping address
        </Text>
        <Text whiteSpace="pre-line" data-testid="saved-address">
          {address}
        </Text>
      </Box>
      <Button variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={startEditing}>
        Edit Address
      </Button>
    </Stack>
  );
}
