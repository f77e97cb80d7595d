import type { AppDeps } from '../../context';
import { badRequest } from '../../lib/errors';
import { checkOutgoingUrl, RefusedAddressError } from '../../lib/ssrf';

export interface CheckWebhookUrlOptions {
  deps: Pick<AppDeps, 'config' | 'resolveHost'>;
  url: string;
}

/** 400 on the url field unless it is https and every address of its host is public. */
export async function checkWebhookUrl({ deps, url }: CheckWebhookUrlOptions): Promise<void> {
  try {
    await checkOutgoingUrl(url, { allowLoopback: deps.config.webhooksAllowLoopback }, deps.resolveHost);
  } catch (err) {
    if (err instanceof RefusedAddressError) throw badRequest(err.message, { url: [err.message] });
    throw err;
  }
}
