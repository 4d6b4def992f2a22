import { Badge, Box, Button, chakra, Code, Heading, Input, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { WEBHOOK_EVENTS, webhookEventsSchema, webhookUrlSchema } from '@shop/domain';
import { Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormField } from '../../components/form-field';
import { formatDate } from '../../lib/date';
import { applyUserErrors, cleanServerMessage } from '../../lib/session';
import { GENERIC_ERROR, serverMessage, toastError, toastSuccess } from '../../lib/toast';
import {
  DevelopersTabCreateWebhookMutation,
  DevelopersTabDeleteWebhookMutation,
  DevelopersTabEnableWebhookMutation,
  DevelopersTabWebhooksQuery,
} from './developers-documents';
import { CodeChecklist, ConfirmButton, SecretOnce } from './developer-parts';

/** the URL's shape here; whether its host is a public address (and https) the server decides */
const webhookFormSchema = z.object({ url: webhookUrlSchema({ allowHttp: true }), events: webhookEventsSchema });
type WebhookFormInput = z.input<typeof webhookFormSchema>;
type WebhookFormOutput = z.output<typeof webhookFormSchema>;
const FIELDS: FieldPath<WebhookFormInput>[] = ['url', 'events'];

const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'order.created': 'One of your orders was placed',
  'order.status_changed': 'One of your orders changed status',
  'product.updated': 'A product of the catalogue changed',
  'product.stock_changed': 'A product came into or went out of stock',
};

interface ListedWebhook {
  id: string;
  url: string;
  events: readonly string[];
  enabled: boolean;
  disabledReason?: string | null;
  deliveries: readonly {
    status: string;
    lastResponseCode?: number | null;
    lastError?: string | null;
    createdAt: string;
  }[];
}

function LastDelivery({ webhook }: { webhook: ListedWebhook }) {
  const last = webhook.deliveries[0];
  if (!last) return <Text color="fg.muted">No deliveries yet</Text>;
  const outcome =
    last.status === 'DELIVERED'
      ? `delivered (HTTP ${last.lastResponseCode ?? '2xx'})`
      : last.status === 'FAILED'
        ? `failed: ${last.lastError ?? 'no answer'}`
        : last.lastError
          ? `retrying: ${last.lastError}`
          : 'waiting to be sent';
  return (
    <Text color={last.status === 'FAILED' ? 'fg.error' : 'fg.muted'}>
      Last event {formatDate(last.createdAt)}: {outcome}
    </Text>
  );
}

function WebhookCard({ webhook, onChanged }: { webhook: ListedWebhook; onChanged: () => Promise<unknown> }) {
  const [remove] = useMutation(DevelopersTabDeleteWebhookMutation);
  const [enable, { loading: enabling }] = useMutation(DevelopersTabEnableWebhookMutation);
  const onDelete = async () => {
    let failure: string | null = null;
    try {
      const { data } = await remove({ variables: { id: webhook.id } });
      if (data?.deleteWebhook.ok) {
        await onChanged();
        toastSuccess({ title: 'Webhook deleted', description: `No more events go to ${webhook.url}.` });
        return true;
      }
      failure = cleanServerMessage(data?.deleteWebhook.userErrors[0]?.message);
    } catch (error) {
      failure = cleanServerMessage(serverMessage(error));
    }
    toastError({ title: 'Failed to delete the webhook', description: failure ?? GENERIC_ERROR });
    return false;
  };
  const onEnable = async () => {
    try {
      const { data } = await enable({ variables: { id: webhook.id } });
      if (data?.enableWebhook.webhook?.enabled) {
        await onChanged();
        toastSuccess({ title: 'Webhook enabled', description: 'Waiting events are sent again.' });
        return;
      }
      toastError({
        title: 'Failed to enable the webhook',
        description: cleanServerMessage(data?.enableWebhook.userErrors[0]?.message) ?? GENERIC_ERROR,
      });
    } catch (error) {
      toastError({
        title: 'Failed to enable the webhook',
        description: cleanServerMessage(serverMessage(error)) ?? GENERIC_ERROR,
      });
    }
  };
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="4"
      data-testid="webhook-row"
      aria-label={`Webhook ${webhook.url}`}
      role="group"
    >
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Stack gap="1" minW="0">
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {webhook.url}
          </Text>
          <Wrap gap="1">
            {webhook.enabled ? <Badge colorPalette="green">Active</Badge> : <Badge colorPalette="red">Disabled</Badge>}
            {webhook.events.map((event) => (
              <Badge key={event} colorPalette="brand" variant="subtle">
                {event}
              </Badge>
            ))}
          </Wrap>
        </Stack>
        <Stack direction="row" gap="2" flexShrink={0} align="flex-start">
          {webhook.enabled ? null : (
            <Button size="sm" colorPalette="brand" onClick={() => void onEnable()} disabled={enabling}>
              {enabling ? 'Enabling...' : 'Enable'}
            </Button>
          )}
          <ConfirmButton
            trigger="Delete"
            triggerLabel={`Delete webhook ${webhook.url}`}
            title="Delete this webhook?"
            confirmLabel="Delete webhook"
            busyLabel="Deleting..."
            onConfirm={onDelete}
          >
            <Text>
              Events stop going to <Code wordBreak="break-all">{webhook.url}</Code> at once, and its delivery log is
              deleted. This cannot be undone.
            </Text>
          </ConfirmButton>
        </Stack>
      </Stack>
      {webhook.enabled ? null : (
        <Text color="fg.error">
          Disabled: {webhook.disabledReason ?? 'its deliveries kept failing'}. Fix the receiver, then enable it.
        </Text>
      )}
      <LastDelivery webhook={webhook} />
    </Stack>
  );
}

/**
 * Webhook subscriptions: the shop POSTs the chosen events, signed, to the buyer's https endpoint. List
 * with status and the last delivery, add one (its signing secret shown once), enable a disabled one,
 * delete with a confirmation.
 */
export function WebhooksSection() {
  const { data, loading, error, refetch } = useQuery(DevelopersTabWebhooksQuery, { fetchPolicy: 'cache-and-network' });
  const [createWebhook] = useMutation(DevelopersTabCreateWebhookMutation);
  const [created, setCreated] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookFormInput, unknown, WebhookFormOutput>({
    resolver: zodResolver(webhookFormSchema),
    mode: 'onTouched',
    defaultValues: { url: '', events: ['order.created'] },
  });

  const onSubmit = handleSubmit(async (values) => {
    let failure: string | null = null;
    try {
      const { data: result } = await createWebhook({ variables: { url: values.url, events: [...values.events] } });
      const payload = result?.createWebhook;
      if (payload?.secret && payload.webhook && payload.userErrors.length === 0) {
        setCreated(payload.secret);
        reset();
        await refetch();
        return;
      }
      const list = payload?.userErrors ?? [];
      const unplaced = applyUserErrors(list, setError, FIELDS);
      if (list.length > 0 && unplaced.length === 0) return;
      failure = cleanServerMessage(unplaced[0] ?? list[0]?.message);
    } catch (caught) {
      failure = cleanServerMessage(serverMessage(caught));
    }
    toastError({ title: 'Failed to add the webhook', description: failure ?? GENERIC_ERROR });
  });

  const webhooks = data?.webhooks ?? [];

  return (
    <Stack gap="6">
      <Stack gap="2" maxW="3xl">
        <Heading as="h3" size="md">
          Webhooks
        </Heading>
        <Text color="fg.muted">
          Get told when something happens instead of asking: we POST each event you choose to your https endpoint,
          signed with the webhook's secret (header <Code>X-Shop-Signature</Code>). Failed deliveries are retried for
          about 11 hours; a webhook whose deliveries keep failing is disabled and we e-mail you.
        </Text>
      </Stack>

      {created ? (
        <SecretOnce
          testId="new-webhook-secret"
          title="Copy the signing secret of your new webhook now"
          warning="This is the only time it is shown. Your receiver needs it to check that deliveries come from us."
          noun="Signing secret"
          label="Webhook signing secret"
          secret={created}
          onDone={() => setCreated(null)}
        />
      ) : null}

      <Box aria-live="polite">
        {loading && !data ? (
          <Skeleton h="16" aria-busy="true" aria-label="Loading webhooks" />
        ) : error && !data ? (
          <Stack gap="3" align="flex-start">
            <Text color="fg.error">Failed to load your webhooks. Please try again later.</Text>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        ) : webhooks.length === 0 ? (
          <Stack
            align="center"
            textAlign="center"
            gap="2"
            py="6"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="md"
          >
            <Box color="brand.400" aria-hidden="true">
              <WebhookIcon size={36} strokeWidth={1.25} />
            </Box>
            <Text fontWeight="600">No webhooks yet</Text>
          </Stack>
        ) : (
          <Stack gap="3">
            {webhooks.map((webhook) => (
              <WebhookCard key={webhook.id} webhook={webhook} onChanged={() => refetch()} />
            ))}
          </Stack>
        )}
      </Box>

      <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="add-webhook-heading" maxW="xl">
        <Stack gap="5">
          <Heading as="h4" size="sm" id="add-webhook-heading">
            Add a webhook
          </Heading>
          <FormField
            label="Endpoint URL"
            required
            error={errors.url?.message}
            helperText="An https address on the internet, e.g. https://erp.example.com/webhooks/shop"
          >
            <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...register('url')} />
          </FormField>
          <Controller
            control={control}
            name="events"
            render={({ field }) => (
              <CodeChecklist
                legend="Events to send"
                options={WEBHOOK_EVENTS}
                descriptions={EVENT_LABELS}
                field={field}
                error={errors.events?.message}
              />
            )}
          />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add webhook'}
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
