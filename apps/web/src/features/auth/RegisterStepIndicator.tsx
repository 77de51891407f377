const STEPS = ['Údaje', 'Předplatné', 'Platba'] as const;

export function RegisterStepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className="auth-steps" aria-label="Kroky registrace">
      {STEPS.map((label, index) => (
        <li key={label} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 < step ? 'done' : undefined}>
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
