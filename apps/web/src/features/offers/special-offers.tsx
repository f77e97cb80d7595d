import { ArrowLeftIcon, Badge, Button, Card, CheckIcon, cn, MailIcon } from '@app/ui';
import { formatRate, SPECIAL_OFFERS, specialOfferMailto, type SpecialOffer } from '@app/core';

export interface SpecialOffersProps {
  /** Where the inquiry draft goes (CONTACT_EMAIL). */
  contactEmail: string;
  /** 'Back to Station Search'. */
  onBack: () => void;
}

function OfferCard({ offer, contactEmail }: { offer: SpecialOffer; contactEmail: string }) {
  const headingId = `offer-${offer.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className={cn('relative flex flex-col gap-5 p-6', offer.bestValue && 'border-2 border-primary shadow-lg')}>
      {offer.bestValue ? <Badge className="absolute -top-3 right-6 bg-amber-400 text-amber-950">BEST VALUE</Badge> : null}
      <div>
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {offer.name}
        </h3>
        <p className="mt-2 text-slate-600">{offer.description}</p>
      </div>
      <div className="flex items-baseline gap-3">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{formatRate(offer.price)}</span>
        <span className="text-lg text-slate-500">
          <span className="sr-only">was </span>
          <s>{formatRate(offer.wasPrice)}</s>
        </span>
      </div>
      <ul className="space-y-2 text-sm text-slate-700">
        <li className="flex gap-2">
          <CheckIcon className="mt-0.5 size-4 text-success" /> Save {formatRate(offer.wasPrice - offer.price)}
        </li>
        <li className="flex gap-2">
          <CheckIcon className="mt-0.5 size-4 text-success" /> Confirmation and next steps within 24 hours
        </li>
        <li className="flex gap-2">
          <CheckIcon className="mt-0.5 size-4 text-success" /> Payment only after confirmation
        </li>
      </ul>
      <Button asChild size="lg" variant={offer.bestValue ? 'default' : 'outline'} className="mt-auto">
        <a href={specialOfferMailto(offer, contactEmail)}>
          <MailIcon className="size-4" />
          Book This Offer
        </a>
      </Button>
    </Card>
  );
}

/** The two fixed packages; booking one opens an email draft (a mailto: link); nothing is sent from here. */
export function SpecialOffers({ contactEmail, onBack }: SpecialOffersProps) {
  return (
    <section aria-labelledby="special-offers-heading" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="special-offers-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Special Offers
          </h2>
          <p className="mt-1 text-slate-600">Packages that bundle placements at a better price.</p>
        </div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeftIcon className="size-4" />
          Back to Station Search
        </Button>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {SPECIAL_OFFERS.map((offer) => (
          <OfferCard key={offer.id} offer={offer} contactEmail={contactEmail} />
        ))}
      </div>
    </section>
  );
}
