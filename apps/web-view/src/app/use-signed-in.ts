import { useEffect, useState } from 'react';
import { useScreen } from './bridge-context';

/** Whether a user is signed in, following the app's `session` messages (after the screen's check of each). */
export function useSignedIn(): boolean {
  const { bridge, session } = useScreen();
  const [signedIn, setSignedIn] = useState(session.signedIn());
  useEffect(
    () =>
      bridge.on('session', () => {
        void session.settled().then(() => setSignedIn(session.signedIn()));
      }),
    [bridge, session],
  );
  return signedIn;
}
