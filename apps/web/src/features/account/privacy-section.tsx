import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form-field';
import { cleanServerMessage, useSession } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastSuccess } from '../../lib/toast';
import { ConfirmButton } from './developer-parts';
import { graphql } from '../../gql';

export const PrivacySectionDeleteMutation = graphql(`
  mutation PrivacySectionDelete($password: String!) {
    deleteMyAccount(password: $password) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const PrivacySectionExportQuery = graphql(`
  query PrivacySectionExport {
    myDataExport
  }
`);

/** GDPR (issue 17): the buyer downloads everything the shop keeps about it, or deletes its account. */
export function PrivacySection() {
  const session = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [deleteAccount] = useMutation(PrivacySectionDeleteMutation);
  const [exporting, setExporting] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const onExport = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({ query: PrivacySectionExportQuery, fetchPolicy: 'no-cache' });
      if (!data?.myDataExport) throw new Error(GENERIC_ERROR);
      const url = URL.createObjectURL(new Blob([data.myDataExport], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'my-greenleaf-data.json';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toastError({
        title: 'Failed to download your data',
        description: cleanServerMessage(serverMessage(error)) ?? GENERIC_ERROR,
      });
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async (): Promise<boolean> => {
    setPasswordError(undefined);
    try {
      const { data } = await deleteAccount({ variables: { password } });
      const payload = data?.deleteMyAccount;
      if (payload?.ok) {
        toastSuccess({
          title: 'Your account has been deleted',
          description: 'Thank you for having been our customer.',
        });
        await session.logout();
        void navigate('/', { replace: true });
        return true;
      }
      setPasswordError(payload?.userErrors[0]?.message ?? GENERIC_ERROR);
    } catch (error) {
      setPasswordError(cleanServerMessage(serverMessage(error)) ?? GENERIC_ERROR);
    }
    return false;
  };

  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        Your Data
      </Heading>
      <Text color="fg.muted">
        Download everything we keep about you and your business (profile, consents, address and orders) as a JSON file.
      </Text>
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={() => void onExport()}
        disabled={exporting}
      >
        {exporting ? 'Preparing...' : 'Download my data'}
      </Button>
      <Text color="fg.muted">
        Deleting your account removes your personal data and you can no longer log in. Your orders are kept without your
        personal data for the legal retention period stated in our <RouterLink to="/privacy">Privacy Policy</RouterLink>
        .
      </Text>
      <Box alignSelf="flex-start">
        <ConfirmButton
          trigger="Delete my account"
          triggerLabel="Delete my account"
          title="Delete your account?"
          confirmLabel="Delete account"
          busyLabel="Deleting..."
          onConfirm={onDelete}
        >
          <Stack gap="3">
            <Text>This cannot be undone. Enter your password to confirm.</Text>
            <FormField label="Password" required error={passwordError}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            </FormField>
          </Stack>
        </ConfirmButton>
      </Box>
    </Stack>
  );
}
