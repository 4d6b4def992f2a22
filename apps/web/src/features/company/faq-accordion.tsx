import { Accordion, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { RichText } from '../../components/rich-text';
import { graphql } from '../../gql';
import { serverMessage } from '../../lib/toast';
import { FaqSkeleton } from './faq-skeleton';

export const FaqAccordionQuery = graphql(`
  query FaqAccordion {
    faqs {
      id
      question
      answer
    }
  }
`);

/** FAQ list: one item open at a time, collapsible; 3 skeleton rows while loading. */
export function FaqAccordion() {
  const { data, loading, error } = useQuery(FaqAccordionQuery);
  useEffect(() => {
    if (error) console.error('Failed to fetch FAQs', error);
  }, [error]);

  if (loading && !data) return <FaqSkeleton />;
  if (error && !data) {
    const reason = serverMessage(error) ?? error.message ?? 'Failed to fetch FAQs';
    return (
      <Text color="fg.error" role="alert">
        Error loading FAQs: {reason}
      </Text>
    );
  }
  const faqs = data?.faqs ?? [];
  if (faqs.length === 0) return <Text color="fg.muted">No FAQs available.</Text>;
  return (
    <Accordion.Root collapsible variant="enclosed" bg="bg.panel" borderRadius="card">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id}>
          <Accordion.ItemTrigger fontWeight="600" py="4" textAlign="start">
            <Text flex="1">{faq.question}</Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">
              <RichText html={faq.answer} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
