import { lazy, Suspense, useEffect, useState } from 'react';
import { hasStoredRequestList, REQUEST_LIST_EVENT } from '@/features/request-list/request-list-events';

// The list's bar, its store and the booking dialog load only once the visitor has a list: the
// first page of a visitor without one downloads none of it.
const RequestListHost = lazy(() => import('./request-list-host'));

/** Where the request list docks on every page, once there is one. */
export function RequestListSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (hasStoredRequestList()) setWanted(true);
    const show = () => setWanted(true);
    window.addEventListener(REQUEST_LIST_EVENT, show);
    return () => window.removeEventListener(REQUEST_LIST_EVENT, show);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RequestListHost />
    </Suspense>
  );
}
