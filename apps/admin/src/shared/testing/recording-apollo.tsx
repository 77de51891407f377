import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { FormattedExecutionResult } from 'graphql';
import { ReactNode } from 'react';
import { Observable } from 'rxjs';

/** One operation as the form sent it. */
export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

type Answer = (operation: SentOperation) => FormattedExecutionResult;

/**
 * For specs: an Apollo client whose link records every operation and answers it with `answer`,
 * so a spec sees exactly the variables a form sends and can play the server's refusals.
 */
export function recordingApollo(answer: Answer) {
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const recorded = { operationName: operation.operationName ?? '', variables: operation.variables };
        sent.push(recorded);
        observer.next(answer(recorded));
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { sent, wrapper };
}

/** A refusal as the api's error formatter writes it. */
export const refusal = (message: string, fields?: Record<string, string>): FormattedExecutionResult => ({
  errors: [{ message, extensions: { code: 'VALIDATION_FAILED', ...(fields ? { fields } : {}) } }],
});

/**
 * jsdom has no showModal(): a Modal's <dialog> stays closed, and what is in it hidden from queries by role.
 * Specs of forms in a Modal open it the way a browser does (the `open` attribute).
 */
export function openDialogsLikeABrowser() {
  const dialog = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void; close?: () => void };
  dialog.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
