import { Outlet, useRouteError } from '@remix-run/react';
import { ErrorContent } from '../../components/error-page';
import { DefaultFrame } from '../../components/layout';
import { useShell } from '../../components/shell/use-shell';

/** The default layout (spec site-shell.md 2.5): header, page, footer. */
export default function DefaultLayout() {
  return (
    <DefaultFrame shell={useShell()}>
      <Outlet />
    </DefaultFrame>
  );
}

/** A page error without its own boundary still gets the full frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <DefaultFrame shell={useShell()}>
      <ErrorContent error={error} />
    </DefaultFrame>
  );
}
