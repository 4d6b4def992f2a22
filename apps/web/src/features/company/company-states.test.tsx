import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { AboutTeamQuery, TeamSection } from './about-page';
import { ContactForm, ContactFormMutation } from './contact-form';
import { FaqAccordion, FaqAccordionQuery } from './faq-accordion';

describe('FAQ accordion', () => {
  const faqs = [
    { __typename: 'Faq', id: 'f1', question: 'Do you ship to Germany?', answer: '<p>Yes, across the EU.</p>' },
    { __typename: 'Faq', id: 'f2', question: 'Minimum order?', answer: '<p>One case.</p>' },
  ];

  it('shows 3 skeleton rows, then one answer open at a time (collapsible)', async () => {
    const user = userEvent.setup();
    renderScreen(<FaqAccordion />, {
      mocks: [{ request: { query: FaqAccordionQuery }, result: { data: { faqs } }, delay: 20 }],
    });
    expect(screen.getAllByTestId('faq-skeleton')).toHaveLength(3);
    const first = await screen.findByRole('button', { name: 'Do you ship to Germany?' });
    const second = screen.getByRole('button', { name: 'Minimum order?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows "Error loading FAQs: {reason}"', async () => {
    renderScreen(<FaqAccordion />, {
      mocks: [{ request: { query: FaqAccordionQuery }, error: new Error('Network down') }],
    });
    expect(await screen.findByText('Error loading FAQs: Network down')).toBeInTheDocument();
  });

  it('shows "No FAQs available."', async () => {
    renderScreen(<FaqAccordion />, {
      mocks: [{ request: { query: FaqAccordionQuery }, result: { data: { faqs: [] } } }],
    });
    expect(await screen.findByText('No FAQs available.')).toBeInTheDocument();
  });
});

describe('About team', () => {
  it('shows the error text', async () => {
    renderScreen(<TeamSection />, { mocks: [{ request: { query: AboutTeamQuery }, error: new Error('x') }] });
    expect(await screen.findByText('Failed to load team members.')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    renderScreen(<TeamSection />, {
      mocks: [{ request: { query: AboutTeamQuery }, result: { data: { teamMembers: [] } }, delay: 20 }],
    });
    expect(screen.getAllByTestId('team-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('No team members available at the moment.')).toBeInTheDocument();
  });
});

describe('contact form', () => {
  const input = {
    name: 'Ada',
    email: 'ada@example.com',
    phone: null,
    company: 'Ada BV',
    subject: 'Order',
    message: 'Please call me back.',
  };

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), input.name);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), input.email);
    await user.type(screen.getByRole('textbox', { name: /^Company/ }), input.company);
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), input.subject);
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), input.message);
  }

  it('validates with the spec messages', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Company must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  });

  it('sends, toasts success and clears the form', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactForm />, {
      mocks: [
        {
          request: { query: ContactFormMutation, variables: { input } },
          result: { data: { sendContactMessage: { __typename: 'MutationResult', ok: true, userErrors: [] } } },
        },
      ],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(''));
  });

  it('toasts the failure and keeps the input', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactForm />, {
      mocks: [{ request: { query: ContactFormMutation, variables: { input } }, error: new Error('down') }],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada');
  });
});
