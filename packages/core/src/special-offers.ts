import { formatRate } from './format';

export interface SpecialOffer {
  id: string;
  name: string;
  /** Price in whole dollars. */
  price: number;
  /** The crossed-out former price in whole dollars. */
  wasPrice: number;
  description: string;
  bestValue: boolean;
}

/** The two fixed packages, with their fixed prices. */
export const SPECIAL_OFFERS: readonly SpecialOffer[] = [
  {
    id: 'morning-show-starter-pack',
    name: 'Morning Show Starter Pack',
    price: 1499,
    wasPrice: 1999,
    description: 'Two guaranteed placements on local morning shows in top 50 markets.',
    bestValue: false,
  },
  {
    id: 'national-exposure-bundle',
    name: 'National Exposure Bundle',
    price: 4999,
    wasPrice: 6500,
    description: 'One national show and one top-50 local interview.',
    bestValue: true,
  },
];

/** A mailto: link to `to` asking about `offer` at its price. */
export function specialOfferMailto(offer: Pick<SpecialOffer, 'name' | 'price'>, to: string): string {
  const subject = `Special Offer Inquiry: ${offer.name}`;
  const body = [
    'Hello,',
    '',
    `I'm interested in booking the ${offer.name} special offer at ${formatRate(offer.price)}.`,
    'Please send me the details and next steps.',
    '',
    'Thank you!',
  ].join('\n');
  // The address keeps its '@' readable; everything else that could break the URL is encoded.
  const address = encodeURIComponent(to.trim()).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
