import {
  Badge,
  Box,
  Button,
  chakra,
  Code,
  Heading,
  HStack,
  Input,
  Link,
  Separator,
  Skeleton,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES, apiKeyInputSchema, type ApiKeyInput } from '@shop/domain';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FormField } from '../../components/form-field';
import { formatDate } from '../../lib/date';
import { applyUserErrors, cleanServerMessage } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastSuccess } from '../../lib/toast';
import {
  DevelopersTabApiKeysQuery,
  DevelopersTabCreateApiKeyMutation,
  DevelopersTabRevokeApiKeyMutation,
} from './developers-documents';
import { CodeChecklist, ConfirmButton, SecretOnce } from './developer-parts';
import { WebhooksSection } from './webhooks-section';

type KeyFormInput = ApiKeyInput;
type KeyFormOutput = z.output<typeof apiKeyInputSchema>;
const FIELDS: FieldPath<KeyFormInput>[] = ['name', 'scopes'];

interface ListedKey {
  id: string;
  name: string;
  prefix: string;
  scopes: readonly string[];
  createdAt: string;
  lastUsedAt?: string | null;
}

/** "Revoke" with a confirmation: integrations using the key stop working at once. */
function RevokeButton({ apiKey, onRevoked }: { apiKey: ListedKey; onRevoked: () => Promise<unknown> }) {
  const [revoke] = useMutation(DevelopersTabRevokeApiKeyMutation);
  const confirm = async () => {
    let failure: string | null = null;
    try {
      const { data } = await revoke({ variables: { id: apiKey.id } });
      const payload = data?.revokeApiKey;
      if (payload?.ok) {
        await onRevoked();
        toastSuccess({ title: 'API key revoked', description: `“${apiKey.name}” no longer works.` });
        return true;
      }
      failure = cleanServerMessage(payload?.userErrors[0]?.message);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    }
    toastError({ title: 'Failed to revoke the API key', description: failure ?? GENERIC_ERROR });
    return false;
  };
  return (
    <ConfirmButton
      trigger="Revoke"
      triggerLabel={`Revoke API key ${apiKey.name}`}
      title={`Revoke “${apiKey.name}”?`}
      confirmLabel="Revoke key"
      busyLabel="Revoking..."
      onConfirm={confirm}
    >
      <Text>
        Integrations using this key ({apiKey.prefix}…) stop working immediately. This cannot be undone: you would need
        to create a new key and install it where this one was used.
      </Text>
    </ConfirmButton>
  );
}

function KeysTable({ keys, onRevoked }: { keys: readonly ListedKey[]; onRevoked: () => Promise<unknown> }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="md">
      <Table.Root size="md" aria-label="Your API keys">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Key</Table.ColumnHeader>
            <Table.ColumnHeader>Scopes</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>Last used</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Box as="span" srOnly>
                Actions
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((key) => (
            <Table.Row key={key.id} data-testid="api-key-row">
              <Table.Cell fontWeight="600">{key.name}</Table.Cell>
              <Table.Cell>
                <Code>{key.prefix}…</Code>
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {key.scopes.map((scope) => (
                    <Badge key={scope} colorPalette="brand" variant="subtle">
                      {scope}
                    </Badge>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(key.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'}</Table.Cell>
              <Table.Cell textAlign="end">
                <RevokeButton apiKey={key} onRevoked={onRevoked} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * API keys for the buyer's own systems (ERP, POS, marketplace): list with scopes and last use, create
 * with a name and scopes (the secret shown once), revoke with a confirmation.
 */
export function DevelopersTab() {
  const { data, loading, error, refetch } = useQuery(DevelopersTabApiKeysQuery, { fetchPolicy: 'cache-and-network' });
  const [createKey] = useMutation(DevelopersTabCreateApiKeyMutation);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KeyFormInput, unknown, KeyFormOutput>({
    resolver: zodResolver(apiKeyInputSchema),
    mode: 'onTouched',
    defaultValues: { name: '', scopes: ['catalog:read'] },
  });

  useEffect(() => {
    if (error) toastError({ title: 'Failed to load API keys', description: 'Please try again later.' });
  }, [error]);

  const onSubmit = handleSubmit(async (values) => {
    let failure: string | null = null;
    try {
      const { data: result } = await createKey({ variables: { name: values.name, scopes: [...values.scopes] } });
      const payload = result?.createApiKey;
      if (payload?.secret && payload.apiKey && payload.userErrors.length === 0) {
        setCreated({ name: payload.apiKey.name, secret: payload.secret });
        reset();
        await refetch();
        return;
      }
      const list = payload?.userErrors ?? [];
      const unplaced = applyUserErrors(list, setError, FIELDS);
      failure = cleanServerMessage(unplaced[0] ?? list[0]?.message);
      if (!failure && list.length > 0) return;
    } catch (caught) {
      failure = cleanServerMessage(serverMessage(caught));
    }
    toastError({ title: 'Failed to create the API key', description: failure ?? GENERIC_ERROR });
  });

  const keys = data?.apiKeys ?? [];

  return (
    <Stack gap="8">
      <Stack gap="2" maxW="3xl">
        <Heading as="h3" size="md">
          API keys
        </Heading>
        <Text color="fg.muted">
          Connect your own systems (ERP, point of sale, marketplace) to the shop: an API key lets them read the
          catalogue with your prices and place or read your orders through our GraphQL API. Send it as{' '}
          <Code>Authorization: Bearer &lt;key&gt;</Code>.{' '}
          <Link href="/developers" color="brand.700" textDecoration="underline">
            Read the API documentation
          </Link>
          .
        </Text>
      </Stack>

      {created ? (
        <SecretOnce
          testId="new-api-key"
          title={`Copy your new key “${created.name}” now`}
          warning="This is the only time it is shown. Anyone with it can act as you within its scopes: keep it secret, and revoke it if it leaks."
          noun="API key"
          label="Your new API key"
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      ) : null}

      <Box aria-live="polite">
        {loading && !data ? (
          <Stack gap="3" aria-busy="true" aria-label="Loading API keys">
            {[0, 1].map((i) => (
              <Skeleton key={i} h="10" />
            ))}
          </Stack>
        ) : error && !data ? (
          <Stack gap="3" align="flex-start">
            <Text color="fg.error">Failed to load your API keys. Please try again later.</Text>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        ) : keys.length === 0 ? (
          <Stack
            align="center"
            textAlign="center"
            gap="2"
            py="8"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="md"
          >
            <Box color="brand.400" aria-hidden="true">
              <KeyRound size={40} strokeWidth={1.25} />
            </Box>
            <Text fontWeight="600">No API keys yet</Text>
            <Text color="fg.muted">Create one below to connect your first integration.</Text>
          </Stack>
        ) : (
          <KeysTable keys={keys} onRevoked={() => refetch()} />
        )}
      </Box>

      <Separator />

      <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="create-key-heading" maxW="xl">
        <Stack gap="5">
          <Heading as="h3" size="md" id="create-key-heading">
            Create an API key
          </Heading>
          <FormField
            label="Key name"
            required
            error={errors.name?.message}
            helperText="So you recognise it later, e.g. “ERP sync” or “POS shop Utrecht”"
          >
            <Input maxLength={60} autoComplete="off" {...register('name')} />
          </FormField>
          <Controller
            control={control}
            name="scopes"
            render={({ field }) => (
              <CodeChecklist
                legend="Scopes: what the key may do"
                options={API_SCOPES}
                descriptions={API_SCOPE_DESCRIPTIONS}
                field={field}
                error={errors.scopes?.message}
              />
            )}
          />
          <HStack>
            <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
              {isSubmitting ? 'Creating...' : 'Create key'}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>

      <Separator />

      <WebhooksSection />
    </Stack>
  );
}
