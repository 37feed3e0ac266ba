import { IssueOpenedIcon } from '@primer/octicons-react';
import { Banner, Button, FormControl, TextInput } from '@primer/react';
import { useEffect, useRef } from 'react';
import { Form, Link as RouterLink, useActionData, useNavigation } from 'react-router';
import { useRouteTitle } from '../../hooks/useRouteTitle';
import type { SignInActionData } from './signInAction';
import styles from './SignInPage.module.css';

const DEMO_LOGIN = 'monalisa';
const DEMO_PASSWORD = 'octocat-demo';

/** `/login`: password sign-in; `return_to` says where to go afterwards. */
export function SignInPage() {
  useRouteTitle();
  const failure = useActionData<SignInActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const errorRef = useRef<HTMLElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (failure === undefined) return;
    // Like GitHub, keep the login but not the password, and move focus to the message so screen
    // readers announce it and keyboard users start again from there.
    if (passwordRef.current) passwordRef.current.value = '';
    errorRef.current?.focus();
  }, [failure]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <RouterLink to="/issues" className={styles.logo} aria-label="Issues home">
          <IssueOpenedIcon size={48} />
        </RouterLink>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>Sign in to Issues</h1>
        {failure ? <Banner ref={errorRef} variant="critical" title={failure.message} className={styles.banner} /> : null}
        <div className={styles.box}>
          <Form method="post" className={styles.form}>
            <FormControl>
              <FormControl.Label>Username or email address</FormControl.Label>
              <TextInput name="login" autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} autoFocus block />
            </FormControl>
            <FormControl>
              <FormControl.Label>Password</FormControl.Label>
              <TextInput ref={passwordRef} name="password" type="password" autoComplete="current-password" block />
            </FormControl>
            <Button type="submit" variant="primary" block loading={submitting}>
              Sign in
            </Button>
          </Form>
        </div>
        <Banner
          variant="info"
          title="Demo account"
          hideTitle
          description={`Demo account: ${DEMO_LOGIN} / ${DEMO_PASSWORD}`}
          className={styles.banner}
        />
      </main>
    </div>
  );
}
