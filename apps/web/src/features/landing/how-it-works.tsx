import { CalendarIcon, CheckIcon, SearchIcon } from '@app/ui';

const STEPS = [
  { icon: SearchIcon, title: 'Search Station', text: 'Search by state, city, market or call letters and compare shows and rates.' },
  { icon: CalendarIcon, title: 'Choose Date', text: 'Pick a preferred weekday at least 7 days ahead, plus an alternative.' },
  { icon: CheckIcon, title: 'Get Confirmed', text: 'We confirm with next steps within 24 hours, Monday to Friday.' },
];

const CLAIMS = [
  { title: 'Choose a show', text: 'Morning and lifestyle shows on local stations across the US.' },
  { title: 'Get booked', text: 'We reach the station for you and secure the segment.' },
  { title: '500+ placements', text: 'Experts, founders and authors already seen on local TV.' },
  { title: 'Confirmation and next steps within 24 hours', text: 'Monday to Friday, by email. Payment only after confirmation.' },
];

/** The three steps of a booking and the landing page's claims. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="how-it-works-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        How it works
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon className="size-5" />
              </span>
              <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
      <ul aria-label="Why book with us" className="mt-12 grid gap-6 rounded-2xl bg-slate-50 p-8 sm:grid-cols-2 lg:grid-cols-4">
        {CLAIMS.map((claim) => (
          <li key={claim.title}>
            <p className="text-lg font-bold text-brand-800">{claim.title}</p>
            <p className="mt-1 text-sm text-slate-600">{claim.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
