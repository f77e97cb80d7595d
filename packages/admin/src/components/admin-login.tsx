import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminLoginSchema, errorStatusOf, MESSAGES, type AdminLoginInput } from '@app/core';
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, FormField, Input } from '@app/ui';
import { useAdmin } from '../context/admin-provider';

/** The operators' sign-in (title 'Admin'): username and password, both required. */
export function AdminLogin() {
  const { login } = useAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema), defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await login(username, password);
    } catch (error) {
      setFailure(errorStatusOf(error) === 401 ? MESSAGES.adminInvalidCredentials : MESSAGES.adminLoginFailed);
      form.setValue('password', '');
    }
  });

  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">Admin</h1>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label="Admin login">
            {failure ? (
              <Alert variant="destructive">
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            ) : null}
            <FormField id="admin-username" label="Username" error={errors.username?.message}>
              <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
            </FormField>
            <FormField id="admin-password" label="Password" error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in...' : 'Login'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
