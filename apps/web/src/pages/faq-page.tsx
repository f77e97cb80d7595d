import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@app/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '@/app/public-config';
import { StaticPage, textLinkClass } from '@/features/static-pages/static-page-layout';

interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

// Eleven expandable questions.
const FAQS: Faq[] = [
  {
    id: 'how-it-works',
    question: 'How does booking a TV segment work?',
    answer: (
      <p>
        It takes three steps: search for a station, choose a date, and get confirmed. Search by state, market, city or station name, open a station and send a
        short booking request with your contact details, your client or interview topic and your preferred date.
      </p>
    ),
  },
  {
    id: 'who-can-book',
    question: 'Who can book interview segments?',
    answer: (
      <p>
        Agencies, publicists, founders, experts and individuals who want to appear on local lifestyle shows. You must be 18 or older. Agency accounts can add
        their agency name and book on behalf of their clients.
      </p>
    ),
  },
  {
    id: 'stations',
    question: 'Which stations and markets are available?',
    answer: (
      <p>
        We work with local NBC, CBS, ABC, FOX, CW and independent stations across the United States. Availability varies by market, so search for the state,
        city or market you are interested in to see current options.
      </p>
    ),
  },
  {
    id: 'lead-time',
    question: 'How far in advance do I need to book?',
    answer: (
      <p>
        Interviews must be booked at least 7 days in advance, which gives the station time to prepare your segment. You can request dates up to a year ahead.
      </p>
    ),
  },
  {
    id: 'days',
    question: 'Which days are interviews available?',
    answer: <p>Interviews take place Monday through Friday. You can give a preferred date and an optional alternative date; both need to be weekdays.</p>,
  },
  {
    id: 'after-request',
    question: 'What happens after I submit a request?',
    answer: (
      <p>
        Your request is emailed to our team, who reply with confirmation and next steps within 24 hours, Monday to Friday. You can follow its status at any time
        on the{' '}
        <Link to="/track" className={textLinkClass}>
          Track My Requests
        </Link>{' '}
        page.
      </p>
    ),
  },
  {
    id: 'payment',
    question: 'When do I pay?',
    answer: <p>Only after your booking is confirmed. Submitting a request is free, and you will not be charged unless the station confirms your segment.</p>,
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer: (
      <p>
        Refunds are given only if the station declines your booking. Please check your preferred dates and details before you confirm. Full details are in our{' '}
        <Link to="/terms" className={textLinkClass}>
          Terms and Conditions
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'online',
    question: 'Are interviews in person or online?',
    answer: <p>Interviews typically take place online, so you or your client can join from anywhere. The station shares the details with your confirmation.</p>,
  },
  {
    id: 'rates',
    question: 'Are the station rates final?',
    answer: (
      <p>
        Station rates shown during our beta are illustrative. Where a station shows TBD, the price is confirmed with your booking. The final price is always
        stated in your confirmation before you pay.
      </p>
    ),
  },
  {
    id: 'media',
    question: 'How do I get a recording of my segment?',
    answer: <p>Media assets, such as a recording or a link to your segment, come directly from the station once they are ready.</p>,
  },
];

export default function FaqPage() {
  const { contactEmail } = usePublicConfig();
  return (
    <StaticPage
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      meta="Everything you need to know about booking interview segments on local TV lifestyle shows."
    >
      <section aria-labelledby="faq-questions-heading">
        <h2 id="faq-questions-heading" className="sr-only">
          Questions
        </h2>
        <Accordion type="multiple" className="rounded-lg border bg-card px-4 sm:px-6">
          {FAQS.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id} className="last:border-b-0">
              <AccordionTrigger className="text-base font-semibold text-slate-900">{faq.question}</AccordionTrigger>
              <AccordionContent className="text-base leading-7 text-slate-700">{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <section aria-labelledby="faq-contact-heading" className="rounded-lg bg-secondary p-6">
        <h2 id="faq-contact-heading" className="text-lg font-semibold text-slate-900">
          Still have questions?
        </h2>
        <p className="mt-2">
          Our team is happy to help. Email us at{' '}
          <a href={`mailto:${contactEmail}`} className={textLinkClass}>
            {contactEmail}
          </a>
          .
        </p>
      </section>
    </StaticPage>
  );
}
