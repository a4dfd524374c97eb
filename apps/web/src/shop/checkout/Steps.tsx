import { useShop } from "../i18n/context.tsx";
import { CheckIcon } from "../components/Icons.tsx";

/** The two-step layouts' progress: "Your details" then "Payment"; done steps can be revisited. */
export function Steps({ step, onStep }: { step: 1 | 2; onStep: (step: 1 | 2) => void }) {
  const { t } = useShop();
  const steps = [t("steps.details"), t("steps.payment")];
  return (
    <nav className="steps" aria-label={t("steps.label")}>
      <ol>
        {steps.map((name, i) => {
          const n = (i + 1) as 1 | 2;
          const done = n < step;
          const content = (
            <>
              <span className="step-n" aria-hidden="true">
                {done ? <CheckIcon /> : n}
              </span>
              <span className="step-name">{name}</span>
              <span className="sr-only"> – {t("steps.of", { step: n, count: steps.length })}</span>
            </>
          );
          return (
            <li key={name} className={n === step ? "is-current" : done ? "is-done" : undefined}>
              {done ? (
                <button type="button" className="step-link" onClick={() => onStep(n)}>
                  {content}
                </button>
              ) : (
                <span className="step-link" aria-current={n === step ? "step" : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
