import { Box, Button, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastFailure, toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { EditPanelForm } from '../../components/edit-panel-form';
import { PageHeader } from '../../components/page-header';
import { EditItemButton, NewItemButton, QueryList, useEditing } from '../../components/resource-list';
import { EmptyState } from '../../components/states';
import type { AdminFaqsQuery } from '../../gql/graphql';
import { saveForm } from '../../lib/save-form';
import {
  AdminDeleteFaqMutation,
  AdminFaqsQuery as FaqsDocument,
  AdminReorderFaqsMutation,
  AdminSaveFaqMutation,
} from './content-documents';

type Faq = AdminFaqsQuery['faqs'][number];

export const faqSchema = z.object({
  question: z
    .string()
    .trim()
    .min(5, 'Enter the question (at least 5 characters).')
    .max(300, 'Keep it under 300 characters.'),
  answer: z.string().trim().min(2, 'Enter the answer.').max(5000, 'Keep it under 5000 characters.'),
});
type FaqValues = z.input<typeof faqSchema>;

/** the save mutation's input for the form's values */
function faqInput(values: FaqValues, faq: Faq | null) {
  return {
    ...(faq ? { id: faq.id, position: faq.position } : {}),
    question: values.question.trim(),
    answer: values.answer.trim(),
  };
}

function FaqForm({ faq, onDone }: { faq: Faq | null; onDone: () => void }) {
  const [save] = useMutation(AdminSaveFaqMutation, { refetchQueries: ['AdminFaqs'] });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqValues>({
    resolver: zodResolver(faqSchema),
    mode: 'onTouched',
    defaultValues: { question: faq?.question ?? '', answer: faq?.answer ?? '' },
  });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: faqInput(values, faq) } })).data?.saveFaq,
      saved: (payload) => payload.faq,
      onSaved: () => {
        toastSuccess({ title: faq ? 'FAQ saved' : 'FAQ added' });
        onDone();
      },
      setError,
      fields: ['question', 'answer'],
      failure: 'The FAQ was not saved',
    }),
  );
  return (
    <EditPanelForm
      title={faq ? 'Edit FAQ' : 'New FAQ'}
      label="FAQ"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={faq ? 'Save FAQ' : 'Add FAQ'}
      onCancel={onDone}
    >
      <FormField label="Question" required error={errors.question?.message}>
        <Input {...register('question')} />
      </FormField>
      <FormField label="Answer" required error={errors.answer?.message}>
        <Textarea rows={5} {...register('answer')} />
      </FormField>
    </EditPanelForm>
  );
}

/** moves the item at `index` one place up (-1) or down (+1) and returns the ids in their new order */
export function moveId(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export default function FaqsScreen() {
  const { data, error, refetch } = useQuery(FaqsDocument);
  const [reorder, { loading: reordering }] = useMutation(AdminReorderFaqsMutation, {
    refetchQueries: ['AdminFaqs'],
    awaitRefetchQueries: true,
  });
  const [remove] = useMutation(AdminDeleteFaqMutation, { refetchQueries: ['AdminFaqs'] });
  const editing = useEditing<Faq>();
  const faqs = data?.faqs ? [...data.faqs].sort((a, b) => a.position - b.position) : undefined;

  const move = async (index: number, by: -1 | 1) => {
    const ids = moveId(
      faqs!.map((f) => f.id),
      index,
      by,
    );
    try {
      const { data: result } = await reorder({ variables: { ids } });
      if (!result?.reorderFaqs.ok) toastFailure(result?.reorderFaqs ?? null, 'The order was not changed');
      else toastSuccess({ title: 'FAQ moved' });
    } catch (failure) {
      toastFailure(failure, 'The order was not changed');
    }
  };

  return (
    <>
      <PageHeader
        title="FAQs"
        description="Shown on the FAQ page in this order."
        actions={<NewItemButton onClick={editing.startNew}>New FAQ</NewItemButton>}
      />
      {editing.open ? <FaqForm key={editing.key} faq={editing.item} onDone={editing.close} /> : null}
      <QueryList
        items={faqs}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="The FAQs could not be loaded"
        loadingLabel="Loading the FAQs"
        empty={<EmptyState title="No FAQs yet." />}
      >
        {(items) => (
          <Stack as="ol" gap="2" listStyleType="none" aria-label="FAQs" aria-busy={reordering || undefined}>
            {items.map((faq, index) => (
              <Box
                as="li"
                key={faq.id}
                bg="bg.panel"
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                p="3"
                data-testid="faq-item"
              >
                <Flex gap="3" align="flex-start">
                  <Stack gap="0">
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Move “${faq.question}” up`}
                      disabled={index === 0 || reordering}
                      onClick={() => void move(index, -1)}
                    >
                      <ChevronUp />
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Move “${faq.question}” down`}
                      disabled={index === items.length - 1 || reordering}
                      onClick={() => void move(index, 1)}
                    >
                      <ChevronDown />
                    </Button>
                  </Stack>
                  <Box flex="1" minW="0">
                    <Text fontWeight="600">{faq.question}</Text>
                    <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                      {faq.answer.replace(/<[^>]*>/g, ' ')}
                    </Text>
                  </Box>
                  <Flex gap="1" flexShrink={0}>
                    <EditItemButton label={`Edit “${faq.question}”`} onClick={() => editing.edit(faq)} />
                    <DeleteButton
                      what="FAQ"
                      name={faq.question}
                      onDelete={async () => (await remove({ variables: { id: faq.id } })).data?.deleteFaq}
                    />
                  </Flex>
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
      </QueryList>
    </>
  );
}
