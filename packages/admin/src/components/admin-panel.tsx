import { useState } from 'react';
import { Button, LogOutIcon, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { useChatQuerySummary } from '../api/chat-queries';
import { useOrderCount } from '../api/orders';
import { useAdminStations } from '../api/stations';
import { isAdminTab, useAdmin } from '../context/admin-provider';
import { ChatQueriesTab } from './chat-queries-tab';
import { NotificationsTab } from './notifications-tab';
import { RequestsTab } from './requests-tab';
import { StationsTab } from './stations-tab';
import { WebhooksTab } from './webhooks-tab';

const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

/** 'Admin Panel': the analytics button, Logout, and the tabs with their counts (TV Stations first). */
export function AdminPanel() {
  const { logout, navigate, tab, commands } = useAdmin();
  const stations = useAdminStations();
  const orders = useOrderCount();
  const chat = useChatQuerySummary();
  const [signingOut, setSigningOut] = useState(false);

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
            onClick={async () => {
              setSigningOut(true);
              await logout();
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
          <TabsTrigger value="stations">TV Stations{count(stations.data?.length)}</TabsTrigger>
          <TabsTrigger value="requests">Requests{count(orders.data)}</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="chat">Chat Queries{count(chat.data?.totalQueries)}</TabsTrigger>
          <TabsTrigger value="webhooks">Webhooks</TabsTrigger>
        </TabsList>
        <TabsContent value="stations" className="pt-4">
          <StationsTab />
        </TabsContent>
        <TabsContent value="requests" className="pt-4">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="notifications" className="pt-4">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="chat" className="pt-4">
          <ChatQueriesTab />
        </TabsContent>
        <TabsContent value="webhooks" className="pt-4">
          <WebhooksTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
