import { Badge, Button, chakra, HStack, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LICENCE_MESSAGES, MAX_LICENCE_BYTES } from '@shop/domain';
import { useState } from 'react';
import { FormField } from '../../components/form-field';
import { GENERIC_ERROR, toastError, toastSuccess } from '../../lib/toast';
import { graphql } from '../../gql';

export const LicenceTabQuery = graphql(`
  query LicenceTab {
    me {
      id
      licence {
        fileName
        expiresOn
        expired
        url
      }
    }
  }
`);

const dateText = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The buyer's trade licence (issue 17): the current document with its expiry, and an upload that
 * replaces it (POST /account/licence; the gateway sniffs the type and checks size and date).
 */
export function LicenceTab() {
  const { data, loading, refetch } = useQuery(LicenceTabQuery, { fetchPolicy: 'cache-and-network' });
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const licence = data?.me?.licence ?? null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!file) return setProblem(LICENCE_MESSAGES.missingFile.replace(' in the form field "file"', ''));
    if (file.size > MAX_LICENCE_BYTES) return setProblem(LICENCE_MESSAGES.tooLarge);
    if (!expiresOn) return setProblem(LICENCE_MESSAGES.expiresOn);
    setBusy(true);
    try {
      const body = new FormData();
      body.set('expiresOn', expiresOn);
      body.set('file', file);
      const res = await fetch('/account/licence', {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { 'apollo-require-preflight': 'true' },
      });
      const answer = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) {
        setProblem(answer.message ?? GENERIC_ERROR);
        return;
      }
      toastSuccess({ title: 'Licence uploaded', description: 'Thank you: we keep it with your account.' });
      setFile(null);
      setExpiresOn('');
      await refetch();
    } catch {
      toastError({ title: 'The licence was not uploaded', description: GENERIC_ERROR });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6" maxW="xl">
      <Stack gap="2">
        <Heading as="h3" size="md">
          Trade Licence
        </Heading>
        <Text color="fg.muted">
          We sell to licensed businesses only. Upload your current trade licence (PDF, JPEG or PNG, at most 10 MB) with
          the date it expires; we remind you before it does.
        </Text>
      </Stack>
      {loading && !data ? null : licence ? (
        <Stack gap="1" data-testid="current-licence">
          <HStack gap="2" flexWrap="wrap">
            <Link href={licence.url} color="brand.700" fontWeight="600" download>
              {licence.fileName}
            </Link>
            {licence.expired ? <Badge colorPalette="red">Expired</Badge> : null}
          </HStack>
          <Text fontSize="sm" color={licence.expired ? 'fg.error' : 'fg.muted'}>
            {licence.expired ? 'Expired on' : 'Valid until'} {dateText(licence.expiresOn)}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">No licence uploaded yet.</Text>
      )}
      <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Upload licence">
        <Stack gap="4">
          <FormField label="Licence document" required>
            <Input
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              p="1"
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </FormField>
          <FormField label="Expiry date" required error={problem}>
            <Input
              type="date"
              maxW="60"
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.currentTarget.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={busy}>
            {busy ? 'Uploading...' : licence ? 'Replace licence' : 'Upload licence'}
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
