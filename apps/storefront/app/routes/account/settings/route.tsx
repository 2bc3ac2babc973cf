import { ACCOUNT_LOADING_MESSAGES, PASSWORD_RULE, passwordProblems } from '@pool/account-domain';
import { Button, Heading, TextField, Section } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { z } from 'zod';
import { loadAccount } from '../../../.server/account';
import { bffFor, BffUnavailableError } from '../../../.server/bff';
import { isNonFormRefusal, refusalToast } from '../../../.server/flash';
import { accountPage, accountSection, checkboxRow, fieldPair, formMessage, formStack, statusText } from '../../../components/account/account.css';
import { RouteErrorBoundary } from '../../../components/error-page';
import { answerStatus, shopperError } from '../../../lib/error-message';
import { useHydrated } from '../../../hydrated';
import { dismissToastAtom, showToastAtom } from '../../../state/toasts.atoms';

export const meta: MetaFunction = () => [{ title: 'Settings | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, headers } = await loadAccount(request, context);
  const { addresses: _addresses, ...profile } = account;
  return data({ profile }, { headers });
}

const text = (max: number) => z.string().max(max).default('');
const SettingsIntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('profile'), first_name: text(100), last_name: text(100), email: text(254), phone: text(30), company: text(200),
    current_password: text(1024),
  }),
  z.object({ intent: z.literal('password'), current_password: text(1024), password: text(1024) }),
  z.object({ intent: z.literal('email-notify'), enable_email_notify: z.literal('on').optional() }),
]);
type Intent = z.infer<typeof SettingsIntentSchema>['intent'];

interface SettingsResult {
  intent: Intent;
  ok: boolean;
  message: string | null;
  errors: Record<string, string[]>;
  values: Record<string, string>;
}

const SAVED: Record<Intent, string> = {
  profile: 'Your profile was saved.',
  password: 'Your password was changed.',
  'email-notify': 'Your e-mail notification setting was saved.',
};

/** POST /account/settings: profile, password or the e-mail notification setting, by `intent`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = SettingsIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<SettingsResult>({ intent: 'profile', ok: false, message: 'Please reload the page and try again.', errors: {}, values: {} }, { status: 400 });
  const intent = parsed.data;
  const { bff, headers } = bffFor(request, context);
  const answer = (status: number, fields: Omit<SettingsResult, 'intent'>) => data<SettingsResult>({ intent: intent.intent, ...fields }, { status, headers });
  // Never echo a password back into the page.
  const values: Record<string, string> = intent.intent === 'profile' ? { first_name: intent.first_name, last_name: intent.last_name, email: intent.email, phone: intent.phone, company: intent.company } : {};
  try {
    let response: { status: number; body: unknown };
    if (intent.intent === 'profile') {
      const { intent: _intent, current_password, ...profile } = intent;
      response = await bff.account.updateProfile({
        body: { ...profile, phone: profile.phone.trim() || null, company: profile.company.trim() || null, ...(current_password ? { current_password } : {}) },
      });
    } else if (intent.intent === 'password') {
      // The rule is checked here too, so a weak password does not cost a round trip (the server decides).
      const weak = passwordProblems(intent.password);
      if (weak.length > 0) return answer(422, { ok: false, message: weak[0]!, errors: { password: weak }, values });
      response = await bff.account.updatePassword({ body: { current_password: intent.current_password, password: intent.password } });
    } else {
      response = await bff.account.updateEmailNotify({ body: { enable_email_notify: intent.enable_email_notify === 'on' } });
    }
    if (response.status === 200) {
      const message = intent.intent === 'password' ? (response.body as { message?: string }).message ?? SAVED.password : SAVED[intent.intent];
      return answer(200, { ok: true, message, errors: {}, values: {} });
    }
    if (response.status === 401) return redirect('/login?returnUrl=%2Faccount%2Fsettings', { status: 303, headers });
    // A 403 or a server failure is not the form's: a toast (spec site-shell.md 8), no message by it.
    if (isNonFormRefusal(response.status)) {
      refusalToast(request, context, headers, response, 'Please try again.');
      return answer(answerStatus(response.status), { ok: false, message: null, errors: {}, values });
    }
    const refused = shopperError(response, 'Please try again.');
    return answer(answerStatus(response.status), { ok: false, message: refused.message, errors: refused.fields, values });
  } catch (error) {
    if (error instanceof BffUnavailableError) {
      refusalToast(request, context, headers, error, 'Please try again.');
      return answer(503, { ok: false, message: null, errors: {}, values });
    }
    throw error;
  }
}

function Outcome({ result, intent }: { result: SettingsResult | undefined; intent: Intent }) {
  if (!result || result.intent !== intent || !result.message) return null;
  return result.ok ? (
    <p role="status" className={statusText}>
      {result.message}
    </p>
  ) : (
    <p role="alert" className={formMessage}>
      {result.message}
    </p>
  );
}

/** The profile or the password form: its fields, a submit button and the outcome of its last post. */
function SettingsForm({ intent, submit, busy, result, children }: {
  intent: 'profile' | 'password'; submit: string; busy: boolean; result: SettingsResult | undefined; children: ReactNode;
}) {
  return (
    <Form method="post" action="/account/settings" noValidate className={formStack} aria-labelledby={`${intent}-title`}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <Button type="submit" isPending={busy}>
          {submit}
        </Button>
      </div>
      <Outcome result={result} intent={intent} />
    </Form>
  );
}

/**
 * The notification setting: a plain form (checkbox and Save) without JavaScript; with it, the
 * checkbox saves itself, showing the spec's loading toast 'Updating your email...'.
 */
function EmailNotifyForm({ enabled, result }: { enabled: boolean; result: SettingsResult | undefined }) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const showToast = useSetAtom(showToastAtom);
  const dismissToast = useSetAtom(dismissToastAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== 'idle';
  // A toggle made before hydration had no Save button pressed, and hydration takes the button away:
  // the box as the shopper left it is saved once hydrated (docs/decisions/0057: no lost press).
  useEffect(() => {
    if (hydrated && formRef.current && boxRef.current && boxRef.current.checked !== enabled) fetcher.submit(formRef.current);
    // Once, at hydration: later toggles save themselves.
  }, [hydrated]);
  useEffect(() => {
    if (busy) showToast({ id: 'email-notify', status: 'loading', message: ACCOUNT_LOADING_MESSAGES.updatingEmail });
    else dismissToast('email-notify');
  }, [busy, showToast, dismissToast]);
  const shown = (fetcher.data as SettingsResult | undefined) ?? result;
  return (
    <fetcher.Form ref={formRef} method="post" action="/account/settings" className={formStack} aria-labelledby="notify-title">
      <input type="hidden" name="intent" value="email-notify" />
      <label className={checkboxRow}>
        <input
          ref={boxRef}
          type="checkbox"
          name="enable_email_notify"
          defaultChecked={enabled}
          onChange={() => {
            if (hydrated && formRef.current) fetcher.submit(formRef.current);
          }}
        />
        Send me e-mail notifications
      </label>
      {hydrated ? null : (
        <div>
          <Button type="submit" variant="secondary">
            Save notification setting
          </Button>
        </div>
      )}
      <Outcome result={shown} intent="email-notify" />
    </fetcher.Form>
  );
}

/** Profile, password and e-mail notification settings (spec account.md 2, 7, 8). */
export default function SettingsPage() {
  const { profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SettingsResult | undefined;
  const navigation = useNavigation();
  const busy = (intent: Intent) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const profileValues = result?.intent === 'profile' && !result.ok ? result.values : null;
  const value = (name: 'first_name' | 'last_name' | 'email' | 'phone' | 'company', fallback: string | null) => profileValues?.[name] ?? fallback ?? '';
  // A saved profile (the revalidated loader data) remounts the form with the stored values.
  const profileKey = [profile.firstName, profile.lastName, profile.email, profile.phone, profile.company, profileValues ? 'refused' : ''].join('|');
  const fieldError = (intent: Intent, name: string) => (result?.intent === intent ? (result.errors[name]?.[0] ?? null) : null);
  return (
    <div className={accountPage}>
      <Heading level={1} size="lg">
        Settings
      </Heading>

      <Section headingId="profile-title" title="Profile" size="md" className={accountSection}>
        <SettingsForm key={profileKey} intent="profile" submit="Save profile" busy={busy('profile')} result={result}>
          <div className={fieldPair}>
            <TextField label="First name" name="first_name" autoComplete="given-name" isRequired defaultValue={value('first_name', profile.firstName)} errorMessage={fieldError('profile', 'first_name')} fullWidth />
            <TextField label="Last name" name="last_name" autoComplete="family-name" isRequired defaultValue={value('last_name', profile.lastName)} errorMessage={fieldError('profile', 'last_name')} fullWidth />
          </div>
          <TextField label="Email" name="email" type="email" autoComplete="email" isRequired defaultValue={value('email', profile.email)} errorMessage={fieldError('profile', 'email')} fullWidth />
          <TextField
            label="Current password"
            name="current_password"
            type="password"
            autoComplete="current-password"
            description="Needed only when you change your email. We send a notice to your current address."
            errorMessage={fieldError('profile', 'current_password')}
            fullWidth
          />
          <div className={fieldPair}>
            <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" defaultValue={value('phone', profile.phone)} errorMessage={fieldError('profile', 'phone')} fullWidth />
            <TextField label="Company (optional)" name="company" autoComplete="organization" defaultValue={value('company', profile.company)} errorMessage={fieldError('profile', 'company')} fullWidth />
          </div>
        </SettingsForm>
      </Section>

      <Section headingId="password-title" title="Password" size="md" className={accountSection}>
        <SettingsForm key={result?.intent === 'password' && result.ok ? 'changed' : 'form'} intent="password" submit="Change password" busy={busy('password')} result={result}>
          <TextField label="Current password" name="current_password" type="password" autoComplete="current-password" isRequired errorMessage={fieldError('password', 'current_password')} fullWidth />
          <TextField label="New password" name="password" type="password" autoComplete="new-password" isRequired description={PASSWORD_RULE} errorMessage={fieldError('password', 'password')} fullWidth />
        </SettingsForm>
      </Section>

      <Section headingId="notify-title" title="E-mail notifications" size="md" className={accountSection}>
        <EmailNotifyForm enabled={profile.enableEmailNotify} result={result} />
      </Section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
