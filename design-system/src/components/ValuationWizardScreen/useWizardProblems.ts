import { useEffect, useState } from 'react';
import { focusField, type FormProblem } from '../ErrorSummary';
import { WIZARD_TEXTS, type ValuationWizardStep, type WizardProblem } from './wizardValues';

/**
 * The wizard's error summary: which steps the visitor tried to leave (their fields then show
 * their errors), what stopped the last "Continue" or "Proceed to Payment", and the field a
 * summary link asked for, focused once its step is on the page.
 */
export function useWizardProblems(
  step: ValuationWizardStep,
  setStep: (step: ValuationWizardStep) => void,
  problemsOf: (steps: readonly ValuationWizardStep[]) => WizardProblem[],
  /** Changes when a part whose code loaded later comes on the page (its fields can be focused). */
  partsShown = 0,
) {
  const [attemptedSteps, setAttemptedSteps] = useState<readonly ValuationWizardStep[]>([]);
  const [summary, setSummary] = useState<{
    problems: WizardProblem[];
    attempt: number;
    title?: string;
  }>({ problems: [], attempt: 0 });
  const [focusTarget, setFocusTarget] = useState<string>();

  useEffect(() => {
    if (focusTarget && focusField(focusTarget)) setFocusTarget(undefined);
  }, [focusTarget, step, partsShown]);

  /** Shows what stops the visitor (or nothing); true when something does. */
  const stopped = (steps: readonly ValuationWizardStep[]) => {
    setAttemptedSteps((before) => [...new Set([...before, ...steps])]);
    const problems = problemsOf(steps);
    const title = steps.includes(1) ? WIZARD_TEXTS.missingTitle : WIZARD_TEXTS.continueTitle;
    setSummary(({ attempt }) => ({ problems, attempt: attempt + 1, title }));
    return problems.length > 0;
  };

  const showProblem = (problem: FormProblem) => {
    const target = summary.problems.find((p) => p.id === problem.id);
    if (target && target.step !== step) setStep(target.step);
    setFocusTarget(problem.id);
  };

  const clearSummary = () => setSummary(({ attempt }) => ({ problems: [], attempt }));

  const reset = () => {
    setAttemptedSteps([]);
    clearSummary();
  };

  return { attemptedSteps, summary, stopped, showProblem, clearSummary, reset };
}
