import { chakra, Box, Button, Flex, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { toastFailure, toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { StateBadge } from '../../components/status-badge';
import type { AdminMessageDetailFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { firstUserError } from '../../lib/user-errors';
import {
  AdminMarkMessageHandledMutation,
  AdminMarkMessageReadMutation,
  AdminMessageQuery,
  AdminReplyToMessageMutation,
} from './inbox-documents';

export function ReplyForm({ message }: { message: AdminMessageDetailFragment }) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [reply, { loading }] = useMutation(AdminReplyToMessageMutation, { refetchQueries: ['AdminDashboard'] });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 2) {
      setFieldError('Write the reply.');
      return;
    }
    setFieldError(null);
    try {
      const { data } = await reply({ variables: { id: message.id, text: text.trim() } });
      const problem = firstUserError(data?.replyToMessage.userErrors);
      if (problem || !data?.replyToMessage.message) {
        setFieldError(problem ?? 'The reply was not sent.');
        return;
      }
      toastSuccess({ title: 'Reply sent', description: `E-mailed to ${message.email}; the message is handled.` });
      setText('');
    } catch (error) {
      toastFailure(error, 'The reply was not sent');
    }
  };
  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label="Reply">
      <Stack gap="3">
        <FormField
          label={`Reply to ${message.name}`}
          required
          error={fieldError}
          helperText={`Sent by e-mail to ${message.email}.`}
        >
          <Textarea rows={6} value={text} maxLength={10000} onChange={(event) => setText(event.currentTarget.value)} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={loading} loadingText="Sending..." alignSelf="flex-start">
          Send reply
        </Button>
      </Stack>
    </chakra.form>
  );
}

export default function MessageScreen() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminMessageQuery, { variables: { id } });
  const [markRead] = useMutation(AdminMarkMessageReadMutation, { refetchQueries: ['AdminDashboard'] });
  const [markHandled, handledState] = useMutation(AdminMarkMessageHandledMutation, {
    refetchQueries: ['AdminDashboard'],
  });
  const message = data?.message;
  const marked = useRef<string | null>(null);
  // opening a message marks it read (once)
  useEffect(() => {
    if (message && !message.read && marked.current !== message.id) {
      marked.current = message.id;
      markRead({ variables: { id: message.id, read: true } }).catch(() => undefined);
    }
  }, [message, markRead]);
  const back: [string, string] = ['/admin/inbox', 'Inbox'];
  if (!message) {
    if (loading) return <LoadingState label="Loading the message" />;
    return (
      <>
        <PageHeader title="Message" back={back} />
        {error ? (
          <ErrorState title="The message could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <EmptyState title="There is no message with this id." />
        )}
      </>
    );
  }
  const toggleHandled = async () => {
    try {
      const { data: result } = await markHandled({ variables: { id: message.id, handled: !message.handled } });
      const problem = firstUserError(result?.markMessageHandled.userErrors);
      if (problem) toastFailure(result?.markMessageHandled ?? null, 'Nothing was changed');
      else toastSuccess({ title: message.handled ? 'Message reopened' : 'Message marked handled' });
    } catch (failure) {
      toastFailure(failure, 'Nothing was changed');
    }
  };
  return (
    <>
      <PageHeader
        title={message.subject}
        back={back}
        description={`Received ${formatDateTime(message.createdAt)}`}
        actions={
          <Flex gap="2" align="center">
            <StateBadge on={message.handled} onLabel="Handled" offLabel="Open" />
            <Button size="sm" variant="outline" onClick={() => void toggleHandled()} loading={handledState.loading}>
              {message.handled ? 'Reopen' : 'Mark handled'}
            </Button>
          </Flex>
        }
      />
      <Stack gap="4">
        <Panel>
          <Text fontWeight="600">
            {message.name}, {message.company}
          </Text>
          <Flex gap="3" wrap="wrap" fontSize="sm" mb="3">
            <Link href={`mailto:${message.email}`} color="brand.700">
              {message.email}
            </Link>
            {message.phone ? <Text color="fg.muted">{message.phone}</Text> : null}
          </Flex>
          <Text whiteSpace="pre-wrap">{message.message}</Text>
        </Panel>
        {message.replies.length ? (
          <Panel title="Replies">
            <Stack as="ol" gap="3" listStyleType="none">
              {message.replies.map((reply, i) => (
                <Box as="li" key={`${reply.at}-${i}`} borderStartWidth="3px" borderColor="brand.200" ps="3">
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(reply.at)} · {reply.actor}
                  </Text>
                  <Text whiteSpace="pre-wrap">{reply.text}</Text>
                </Box>
              ))}
            </Stack>
          </Panel>
        ) : null}
        <Panel title="Reply">
          <ReplyForm message={message} />
        </Panel>
      </Stack>
    </>
  );
}
