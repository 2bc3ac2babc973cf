import { Outlet, useNavigate, useRouteError } from '@remix-run/react';
import { ErrorContent } from '../../components/error-page';
import { MainContent, SkipLink } from '../../components/layout';
import { backLink, loginAside, loginContainer, loginFrame, loginPanel } from './layouts.css';

/** Back: one step back in history when there is one, else home (a plain link without JavaScript). */
function BackButton() {
  const navigate = useNavigate();
  return (
    <a
      href="/"
      className={backLink}
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      <span aria-hidden="true">‹</span> Back
    </a>
  );
}

/** The login layout (spec site-shell.md 2.5): split screen, a Back button, an image; the form column is at most 548 px wide. */
export default function LoginLayout() {
  return (
    <div className={loginFrame}>
      <SkipLink />
      <div className={loginAside}>
        <img src="/login-pool.svg" alt="" width={800} height={1000} />
      </div>
      <div className={loginPanel}>
        <BackButton />
        <MainContent>
          <div className={loginContainer}>
            <Outlet />
          </div>
        </MainContent>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorContent error={useRouteError()} />;
}
