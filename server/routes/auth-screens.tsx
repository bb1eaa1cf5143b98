/**
 * The screens of the login routes (auth.tsx): what a login page's loader or a login form's action
 * hands the one view they share, and that view.
 */
import type { ComponentProps } from 'react';
import { AlreadyLoggedInPage } from '../../views/pages/auth/AlreadyLoggedInPage.tsx';
import { CheckMailboxPage, LoginPage } from '../../views/pages/auth/LoginPage.tsx';
import { TooManyCodesPage } from '../../views/pages/auth/TooManyCodesPage.tsx';
import { LoginFailedPage, VerifyPage } from '../../views/pages/auth/VerifyPage.tsx';
import type { LoginLink } from '../shared/login.ts';

/** What a login page shows. */
export type AuthScreen =
  | ({ screen: 'login' } & ComponentProps<typeof LoginPage>)
  | { screen: 'logged-in'; email: string }
  | ({ screen: 'check-mailbox' } & ComponentProps<typeof CheckMailboxPage>)
  | { screen: 'too-many-codes'; email: string }
  | { screen: 'verify'; link: LoginLink }
  | { screen: 'failed' };

export function authView(shown: AuthScreen) {
  switch (shown.screen) {
    case 'login':
      return <LoginPage email={shown.email} problem={shown.problem} />;
    case 'logged-in':
      return <AlreadyLoggedInPage email={shown.email} />;
    case 'check-mailbox':
      return (
        <CheckMailboxPage
          email={shown.email}
          webmail={shown.webmail}
          resent={shown.resent}
          codeProblem={shown.codeProblem}
        />
      );
    case 'too-many-codes':
      return <TooManyCodesPage email={shown.email} />;
    case 'verify':
      return <VerifyPage link={shown.link} />;
    case 'failed':
      return <LoginFailedPage />;
  }
}
