import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@bonus/domain';
import { ErrorState, Skeleton } from '@bonus/ui';
import { CancelPlanButton } from './membership/CancelPlanButton';
import { ChangePlan } from './membership/ChangePlan';
import { MEMBERSHIP_PLAN_QUERY } from './membership/membership.graphql';
import { PaymentHistory } from './membership/PaymentHistory';
import { PlanCard } from './membership/PlanCard';
import './membership/membership.css';

/** Settings → Členství: the plan card (with cancel), the change of plan, and the payment history with receipts. */
export function MembershipTab() {
  const { data, error, refetch } = useQuery(MEMBERSHIP_PLAN_QUERY, { fetchPolicy: 'cache-and-network' });
  const plan = data?.membershipPlan;
  return (
    <div className="membership">
      <h2>Členství</h2>
      {error && !plan && <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />}
      {!error && !plan && <Skeleton label="Načítám členství…" shape="block" />}
      {plan && <PlanCard plan={plan}>{plan.billing.kind !== 'none' && <CancelPlanButton cancelled={plan.billing.kind === 'ends'} />}</PlanCard>}
      <ChangePlan prices={plan?.upgradePrices ?? []} generationNumber={plan?.generationNumber ?? null} onClosed={() => void refetch()} />
      {plan && <PaymentHistory payments={plan.payments} />}
    </div>
  );
}
