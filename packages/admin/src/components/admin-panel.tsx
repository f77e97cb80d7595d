import { useState, type ComponentType } from 'react';
import { Button, LogOutIcon, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { useChatQuerySummary } from '../api/chat-queries';
import { useOrderCount } from '../api/orders';
import { useStationSummary } from '../api/stations';
import { ADMIN_TABS, isAdminTab, useAdmin, type AdminTab } from '../context/admin-provider';
import { ChatQueriesTab } from './chat-queries-tab';
import { NotificationsTab } from './notifications-tab';
import { RequestsTab } from './requests-tab';
import { StationsTab } from './stations-tab';
import { WebhooksTab } from './webhooks-tab';

const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

/** Each tab's label and view, in the order of ADMIN_TABS (TV Stations first). */
const TAB_VIEWS: Record<AdminTab, { label: string; View: ComponentType }> = {
  stations: { label: 'TV Stations', View: StationsTab },
  requests: { label: 'Requests', View: RequestsTab },
  notifications: { label: 'Notifications', View: NotificationsTab },
  chat: { label: 'Chat Queries', View: ChatQueriesTab },
  webhooks: { label: 'Webhooks', View: WebhooksTab },
};

/** 'Admin Panel': the analytics button, Logout, and the tabs with their counts (TV Stations first). */
export function AdminPanel() {
  const { logout, navigate, tab, commands } = useAdmin();
  const stations = useStationSummary();
  const orders = useOrderCount();
  const chat = useChatQuerySummary();
  const [signingOut, setSigningOut] = useState(false);
  const counts: Partial<Record<AdminTab, number>> = { stations: stations.data?.total, requests: orders.data, chat: chat.data?.totalQueries };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Admin Panel</h1>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => navigate('analytics')}>
            Analytics Dashboard
          </Button>
          <Button
            variant="outline"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void logout();
            }}
          >
            <LogOutIcon className="size-4" />
            Logout
          </Button>
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          if (isAdminTab(next)) commands.selectTab(next);
        }}
      >
        <TabsList className="flex h-auto flex-wrap">
          {ADMIN_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_VIEWS[value].label}
              {count(counts[value])}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map((value) => {
          const { View } = TAB_VIEWS[value];
          return (
            <TabsContent key={value} value={value} className="pt-4">
              <View />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
