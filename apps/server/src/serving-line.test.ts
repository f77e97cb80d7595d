import { describe, expect, it } from 'vitest';
import { servingLine } from './serving-line';

describe('servingLine', () => {
  it('tells a user to open PUBLIC_URL, the origin signed-in writes are accepted from, and keeps the listening address first for scripts', () => {
    const line = servingLine('http://127.0.0.1:3000', 'http://localhost:3000');
    expect(line).toBe('Serving on http://127.0.0.1:3000 (open http://localhost:3000, admin panel: http://localhost:3000/admin)');
    expect(/Serving on (http:\/\/\S+)/.exec(line)?.[1]).toBe('http://127.0.0.1:3000');
  });
});
