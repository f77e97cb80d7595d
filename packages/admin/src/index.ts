// @app/admin: the operator views shared by the web app (/admin, /analytics) and the Electron console.
// A host creates the API client and a platform adapter (its session: status, login, logout,
// expire; how a file is saved; optionally how to navigate), then renders
//   <AdminProvider api={createAdminApi({ baseUrl, getToken, onUnauthorized })} platform={platform}>
//     <AdminApp view="admin" />
//   </AdminProvider>
// and mounts a <Toaster /> from @app/ui somewhere on the page. A host's menu or shortcuts drive
// the views through useAdminCommands(): selectTab('requests'), exportCurrentTable().
export { createAdminApi, fetchAllPages, MAX_PAGE } from './api/admin-api';
export type { AdminApi, AdminApiOptions, BulkOrderRequest, ChatQuerySummary, OrderListParams, Page } from './api/admin-api';
export { ADMIN_TABS, AdminProvider, isAdminTab, useAdmin, useAdminCommands } from './context/admin-provider';
export type { AdminCommands, AdminTab, AdminView, PlatformAdapter, SessionAdapter, SessionState } from './context/admin-provider';
export { AdminApp, AdminGate } from './components/admin-app';
export { AdminLogin } from './components/admin-login';
export { AdminPanel } from './components/admin-panel';
export { AnalyticsDashboard } from './components/analytics-dashboard';
export { StationsTab } from './components/stations-tab';
export { RequestsTab } from './components/requests-tab';
export { RequestDetailsDialog } from './components/request-details-dialog';
export { NotificationsTab } from './components/notifications-tab';
export { ChatQueriesTab } from './components/chat-queries-tab';
export { DataTable } from './components/data-table';
export type { DataTableProps, DataTableSort } from './components/data-table';
export { csvFileName, CSV_MIME, neutralizeCell, quoteField, toCsv } from './lib/csv';
export type { CsvColumn } from './lib/csv';
