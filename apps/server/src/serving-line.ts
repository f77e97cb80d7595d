/**
 * The line that says the server is up. It names the address to open, PUBLIC_URL: signed-in
 * writes are accepted from that origin only (middleware/security.ts), so a browser at the listening
 * address itself (`HOST=127.0.0.1` gives http://127.0.0.1:PORT, while PUBLIC_URL defaults to
 * http://localhost:PORT) could sign in but every later write would be refused as cross-site.
 * Scripts read the listening address from it (`Serving on <url> `).
 */
export const servingLine = (listening: string, publicUrl: string): string => `Serving on ${listening} (open ${publicUrl}, admin panel: ${publicUrl}/admin)`;
