import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Stepper.css';
import { primitiveMessages } from '../../../domain/primitive-messages/primitives.ts';

export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

export interface StepperProps {
  /** The name of every step, in order. */
  readonly steps: readonly string[];
  /** Index of the current step, from 0. */
  readonly current: number;
  /** Accessible name of the list. */
  readonly label?: string;
  /** Read after the name of a finished step. */
  readonly completeLabel?: string;
  /** The progress sentence announced when the step changes. */
  readonly formatProgress?: (stepNumber: number, stepCount: number, stepLabel: string) => string;
  readonly className?: string;
}

function stateOf(index: number, current: number): StepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/** Where the member is in a multi-step flow: an ordered list with the current step marked. */
export function Stepper({
  steps,
  current,
  label = primitiveMessages.progress,
  completeLabel = primitiveMessages.stepComplete,
  formatProgress = primitiveMessages.stepProgress,
  className,
}: StepperProps) {
  const currentLabel = steps[current];
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <ol className={styles.list} aria-label={label}>
        {steps.map((step, index) => {
          const state = stateOf(index, current);
          return (
            <li
              key={`${index}-${step}`}
              className={styles.steps[state]}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.markers[state]} aria-hidden="true">
                {state === 'complete' ? '✓' : index + 1}
              </span>
              <span className={styles.label}>
                {step}
                {state === 'complete' && <VisuallyHidden> ({completeLabel})</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </ol>
      <VisuallyHidden role="status">
        {currentLabel === undefined ? '' : formatProgress(current + 1, steps.length, currentLabel)}
      </VisuallyHidden>
    </div>
  );
}
