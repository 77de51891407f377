import { useMutation } from '@apollo/client/react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@bonus/domain';
import { Alert, Button, TextField } from '@bonus/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText } from '../../shared/failure-text';
import { formResolver } from '../../shared/form-schema';
import { showServerFieldErrors } from '../../shared/server-field-errors';
import { EMPTY_WEBHOOK_ENDPOINT_FORM, webhookEndpointFormSchema, webhookEndpointInput, WebhookEndpointFormValues, webhookFieldOf } from './webhook-endpoint-form';
import { CREATE_WEBHOOK_ENDPOINT_MUTATION, WebhookEndpointView } from './webhooks.graphql';

const resolver = formResolver<WebhookEndpointFormValues>(webhookEndpointFormSchema);

/** A new webhook's URL, optional description and the events it is told of, checked by the server's schema; `onCreated` gets it as saved. */
export function WebhookEndpointForm({ onCreated }: { onCreated: (endpoint: WebhookEndpointView) => void }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<WebhookEndpointFormValues>({ resolver, defaultValues: EMPTY_WEBHOOK_ENDPOINT_FORM });
  const errors = formState.errors;
  const eventsErrorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_WEBHOOK_ENDPOINT_MUTATION);

  const save = async (form: WebhookEndpointFormValues) => {
    try {
      const { data } = await create({ variables: { input: webhookEndpointInput(form) } });
      reset(EMPTY_WEBHOOK_ENDPOINT_FORM);
      if (data) onCreated(data.createWebhookEndpoint);
    } catch (error) {
      showServerFieldErrors(error, setError, webhookFieldOf);
      setFailure(failureText(error));
    }
  };

  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        setFailure(null);
        void handleSubmit(save)(event);
      }}
      noValidate
    >
      <div className="admin-form__row">
        <TextField label="Adresa URL" type="url" inputMode="url" autoComplete="off" placeholder="https://" error={errors.url?.message} {...register('url')} />
        <TextField label="Popis (nepovinné)" autoComplete="off" error={errors.description?.message} {...register('description')} />
      </div>
      <fieldset className="webhook-events" aria-describedby={errors.events ? eventsErrorId : undefined}>
        <legend>Události</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="ui-checkbox">
            <input type="checkbox" value={type} aria-invalid={Boolean(errors.events)} {...register('events')} />
            <span>
              {WEBHOOK_EVENT_LABELS[type]} <code>{type}</code>
            </span>
          </label>
        ))}
        {errors.events && (
          <span id={eventsErrorId} className="ui-field__error webhook-events__error">
            {errors.events.message}
          </span>
        )}
      </fieldset>
      {failure && <Alert>{failure}</Alert>}
      <div>
        <Button type="submit" disabled={loading}>
          {loading ? 'Ukládám…' : 'Přidat webhook'}
        </Button>
      </div>
    </form>
  );
}
