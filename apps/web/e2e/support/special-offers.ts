import { expect, type Locator } from '@playwright/test';

/**
 * The two packages of the spec (section 3) inside `container`, with their exact texts and prices,
 * BEST VALUE on the bundle only, and each 'Book This Offer' an email draft to CONTACT_EMAIL
 * (hello@example.test in the browser tests) naming the offer and its price.
 */
export async function expectSpecialOffers(container: Locator): Promise<{ starter: Locator; bundle: Locator }> {
  const starter = container.getByRole('article', { name: 'Morning Show Starter Pack' });
  const bundle = container.getByRole('article', { name: 'National Exposure Bundle' });
  await expect(starter).toContainText('Two guaranteed placements on local morning shows in top 50 markets.');
  await expect(starter).toContainText('$1,499');
  await expect(starter).toContainText('was $1,999');
  await expect(bundle).toContainText('One national show and one top-50 local interview.');
  await expect(bundle).toContainText('$4,999');
  await expect(bundle).toContainText('was $6,500');
  await expect(bundle).toContainText('BEST VALUE');
  await expect(starter).not.toContainText('BEST VALUE');
  for (const [card, name, price] of [
    [starter, 'Morning Show Starter Pack', '$1,499'],
    [bundle, 'National Exposure Bundle', '$4,999'],
  ] as const) {
    const href = await card.getByRole('link', { name: 'Book This Offer' }).getAttribute('href');
    expect(href).toMatch(/^mailto:hello@example\.test\?/);
    const mail = new URL(href!);
    expect(mail.searchParams.get('subject')).toBe(`Special Offer Inquiry: ${name}`);
    expect(mail.searchParams.get('body')).toContain(`${name} special offer at ${price}`);
  }
  return { starter, bundle };
}
