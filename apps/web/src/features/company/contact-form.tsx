import { Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, type ContactFormValues, type ContactInputParsed } from '@shop/domain';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { graphql } from '../../gql';
import { toastError, toastSuccess } from '../../lib/toast';

export const ContactFormMutation = graphql(`
  mutation ContactForm($input: ContactInput!) {
    sendContactMessage(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

type FieldName = keyof ContactFormValues;
const FIELDS: { name: FieldName; label: string; type?: string; autoComplete?: string; required: boolean }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'company', label: 'Company', autoComplete: 'organization', required: true },
];

function failed() {
  toastError({ title: 'Failed to send message', description: 'Please try again later.' });
}

/** "Send Us a Message": the domain's contactSchema, then sendContactMessage; cleared after success. */
export function ContactForm() {
  const [send] = useMutation(ContactFormMutation);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactInputParsed>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await send({ variables: { input: { ...values, phone: values.phone || null } } });
      const payload = result.data?.sendContactMessage;
      if (payload?.ok) {
        toastSuccess({
          title: 'Message sent successfully!',
          description: "We'll get back to you as soon as possible.",
        });
        reset(EMPTY);
        return;
      }
      for (const userError of payload?.userErrors ?? []) {
        const field = userError.field?.[userError.field.length - 1] as FieldName | undefined;
        if (field && field in EMPTY) setError(field, { message: userError.message });
      }
      failed();
    } catch (error) {
      console.error('Failed to send message', error);
      failed();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send Us a Message">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {FIELDS.map((field) => (
            <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required={field.required}>
              <Field.Label>
                {field.label}
                {field.required && <Field.RequiredIndicator />}
              </Field.Label>
              <Input
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                bg="bg.panel"
                {...register(field.name)}
              />
              <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.subject)} required>
          <Field.Label>
            Subject
            <Field.RequiredIndicator />
          </Field.Label>
          <Input bg="bg.panel" {...register('subject')} />
          <Field.ErrorText>{errors.subject?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.message)} required>
          <Field.Label>
            Message
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={6} bg="bg.panel" {...register('message')} />
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf="start"
          loading={isSubmitting}
          loadingText="Sending..."
        >
          <Send aria-hidden="true" /> Send Message
        </Button>
      </Stack>
    </form>
  );
}
