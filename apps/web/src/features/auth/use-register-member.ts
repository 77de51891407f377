import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphqlError, signInErrorMessage, useAuth } from '@bonus/client';
import { parseCzechDate, RegistrationStep1Form } from '@bonus/domain';
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { deleteUnregisteredAccount } from '../../session/unregistered-account';
import { REGISTER_USER_MUTATION } from './auth.graphql';

/**
 * Registers from the filled step 1 in the spec's order (section 4): the sign-in account (or Google), then the
 * user record on the server, then the member is loaded; `onDone` moves on to the next step.
 */
export function useRegisterMember(referralCode: string | null, onDone: () => void) {
  const { createAccount, signInWithGoogle, signOut } = useAuth();
  const client = useApolloClient();
  const { establish } = useSession();
  const [registerUser] = useMutation(REGISTER_USER_MUTATION);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const register = async (form: Required<RegistrationStep1Form>) => {
    setBusy(true);
    setError(null);
    let signedIn = false;
    try {
      if (form.isGoogleAuth) await signInWithGoogle(true);
      else await createAccount(form.email.trim(), form.password);
      signedIn = true;
      const birthDate = parseCzechDate(form.birthDate)!;
      await registerUser({
        variables: {
          input: {
            name: form.nick.trim(),
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            birthTimestamp: Math.floor(Date.UTC(birthDate.getFullYear(), birthDate.getMonth(), birthDate.getDate()) / 1000),
            referralCode,
            ageConfirmed: form.ageConfirmed,
            termsAccepted: form.termsAccepted,
            lostGuarantee: form.lostGuarantee,
            digitalContentWaiver: form.digitalContentWaiver,
            marketingConsent: form.marketingConsent,
          },
        },
      });
      if (await establish()) onDone();
    } catch (failure) {
      // A refused registration must not leave a Firebase account without a member behind.
      if (signedIn) {
        await deleteUnregisteredAccount(client);
        await signOut().catch(() => undefined);
      }
      setError(graphqlError(failure)?.message ?? signInErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { register, busy, error };
}
