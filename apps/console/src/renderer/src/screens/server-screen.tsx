import {
  Alert,
  AlertDescription,
  AlertTitle,
  AlertTriangleIcon,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  FormField,
  Input,
  TvIcon,
} from '@app/ui';
import { useState, type FormEvent } from 'react';
import type { ConnectionProblem } from '../../../shared/connection-check';
import { parseServerUrl } from '../../../shared/server-url';
import { consoleApi } from '../bridge/current';

/** The headline of each failure; the message under it says what exactly went wrong. */
export const PROBLEM_TITLES: Record<ConnectionProblem, string> = {
  'invalid-url': 'Check the address',
  unreachable: 'Server unreachable',
  timeout: 'The server did not answer',
  tls: 'Secure connection failed',
  'not-product': 'Not a Spotlight TV server',
  'server-error': 'The server has a problem',
  redirect: 'The server moved',
};

interface ServerScreenProps {
  /** The server in use, when the operator is switching servers (offers Cancel). */
  current: string | null;
  onConnected: (url: string) => void;
  onCancel?: () => void;
}

/** First run (or Switch Server): the server address, checked against the server's API before use. */
export function ServerScreen({ current, onConnected, onCancel }: ServerScreenProps) {
  const [value, setValue] = useState(current ?? '');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const parsed = parseServerUrl(value);
  const insecure = parsed.ok && parsed.insecure;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    // Checked here too so a typo is reported at once, without a round trip.
    if (!parsed.ok) {
      setProblem({ title: PROBLEM_TITLES['invalid-url'], message: parsed.message });
      return;
    }
    setChecking(true);
    try {
      const result = await consoleApi.server.connect(value);
      if (result.ok) onConnected(result.url);
      else setProblem({ title: PROBLEM_TITLES[result.problem], message: result.message });
    } catch (err) {
      setProblem({ title: 'Could not check the server', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="flex min-h-full items-center justify-center bg-slate-50 p-6">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <div className="mb-2 flex items-center gap-2 text-indigo-700">
            <TvIcon className="size-6" />
            <span className="font-semibold">Spotlight TV Console</span>
          </div>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">Connect to your server</h1>
          <CardDescription>
            Enter the address of your Spotlight TV server: the one you open the booking site with. The console checks that the server answers and is a Spotlight
            TV server before you sign in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <FormField
              id="server-url"
              label="Server address"
              hint={insecure ? 'This address uses plain http: your password and token would cross the network unencrypted. Prefer https.' : undefined}
            >
              <Input
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                placeholder="https://bookings.example.com"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoFocus
              />
            </FormField>
            {problem ? (
              <Alert variant="destructive">
                <AlertTriangleIcon />
                <AlertTitle>{problem.title}</AlertTitle>
                <AlertDescription>{problem.message}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex justify-end gap-2">
              {onCancel ? (
                <Button type="button" variant="outline" onClick={onCancel} disabled={checking}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" disabled={checking}>
                {checking ? 'Checking connection…' : 'Connect'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
