import { Alert, AlertDescription, AlertTitle, Button, CalendarIcon, Card, CardContent, CardHeader, CardTitle, InfoIcon, SearchIcon, TvIcon } from '@app/ui';
import { Link } from 'react-router';
import { usePublicConfig } from '@/app/public-config';
import { BulletList, PageSection, StaticPage, textLinkClass } from '@/features/static-pages/static-page-layout';

const STEPS = [
  {
    icon: SearchIcon,
    title: 'Search a station',
    text: 'Find local stations by state, market, city or station name and compare their lifestyle shows.',
  },
  {
    icon: CalendarIcon,
    title: 'Choose a date',
    text: 'Pick a preferred weekday at least 7 days out, add an alternative, and tell us about your guest and topic.',
  },
  {
    icon: TvIcon,
    title: 'Get confirmed',
    text: 'Our team replies with confirmation and next steps within 24 hours, Monday to Friday.',
  },
];

export default function AboutPage() {
  const { contactEmail } = usePublicConfig();
  return (
    <StaticPage title="About Us">
      <Alert role="note" className="border-brand-200 bg-brand-50 text-brand-950">
        <InfoIcon />
        <AlertTitle>We&rsquo;re in beta</AlertTitle>
        <AlertDescription className="text-brand-900">
          <p>
            We are still adding stations and polishing the experience. Station rates shown during the beta are illustrative, and availability varies by market.
            We&rsquo;d love to hear your feedback.
          </p>
        </AlertDescription>
      </Alert>

      <div className="space-y-6">
        <p className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Get Your Clients on TV in 3 Clicks</p>
        <p className="text-lg">
          We connect agencies, publicists, founders, experts and individuals with local television stations to book interview segments on lifestyle shows. No
          cold pitching, no chasing producers: choose a show, send a request and get booked.
        </p>
        <Button asChild size="lg">
          <Link to="/">Start booking</Link>
        </Button>
      </div>

      <PageSection title="How it works">
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader className="gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    <Icon className="size-5" />
                  </span>
                  <CardTitle as="h3" className="text-base">
                    <span className="sr-only">Step {index + 1}: </span>
                    {title}
                  </CardTitle>
                </CardHeader>
                <CardContent className="text-sm leading-6 text-muted-foreground">{text}</CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection title="What we do">
        <p>
          Local lifestyle and morning shows are always looking for engaging guests, and a segment on local TV builds credibility like little else. Getting one
          has usually meant weeks of emails to the right producer. We bring the stations together in one place so you can see what is available, request a date
          and let our team handle the coordination with the station.
        </p>
        <BulletList>
          <li>500+ placements arranged for brands, experts and their agencies.</li>
          <li>Interviews typically take place online, so guests can join from anywhere.</li>
          <li>Book up to a year ahead; interviews run Monday to Friday with at least 7 days&rsquo; notice.</li>
          <li>Payment is taken only after your booking is confirmed, and refunds are given only if the station declines.</li>
          <li>Media assets come directly from the station once they are ready.</li>
        </BulletList>
      </PageSection>

      <PageSection title="Who we work with">
        <p>
          Agencies and publicists booking for their clients, founders telling their company&rsquo;s story, experts sharing their know-how, and individuals with
          something worth talking about. You need to be 18 or older to book.
        </p>
      </PageSection>

      <PageSection title="Get in touch">
        <p>
          Questions or feedback? Email us at{' '}
          <a href={`mailto:${contactEmail}`} className={textLinkClass}>
            {contactEmail}
          </a>{' '}
          or read the{' '}
          <Link to="/faq" className={textLinkClass}>
            FAQ
          </Link>
          .
        </p>
      </PageSection>
    </StaticPage>
  );
}
