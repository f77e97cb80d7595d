import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { appChunking, prerenderLanding } from './prerender-plugin.ts';

/** In development the server is not in front of Vite, so fill the public config meta tag here. */
const devPublicConfig = (): Plugin => ({
  name: 'dev-public-config',
  apply: 'serve',
  transformIndexHtml(html) {
    const config = {
      contactEmail: process.env.CONTACT_EMAIL ?? 'hello@tvsegments.example',
      googleEnabled: Boolean(process.env.GOOGLE_CLIENT_ID),
      businessTimeZone: process.env.BUSINESS_TIMEZONE ?? 'America/New_York',
    };
    const content = JSON.stringify(config).replace(/"/g, '&quot;');
    return html.replace(/<meta name="app-config"[^>]*>/, `<meta name="app-config" content="${content}" />`);
  },
});

const define = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react(), tailwindcss(), devPublicConfig(), prerenderLanding({ define, alias })],
  define,
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: appChunking(fileURLToPath(new URL('.', import.meta.url))),
  },
});
