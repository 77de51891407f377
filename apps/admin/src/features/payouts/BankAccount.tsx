import { bankAccountParts } from '@bonus/domain';

/** The account's number and its bank, each kept on one line (the number wrapped over three lines in a narrow column). */
export function BankAccount({ account }: { account: string }) {
  const { number, bankName } = bankAccountParts(account);
  return (
    <span className="payout-account">
      <span>{number}</span>
      {bankName && (
        <>
          {' · '}
          <span>{bankName}</span>
        </>
      )}
    </span>
  );
}
