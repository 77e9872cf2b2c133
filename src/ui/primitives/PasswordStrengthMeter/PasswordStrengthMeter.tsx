import { passwordMessages } from '../../../domain/password/messages.ts';
import { passwordStrength } from '../../../domain/password/rules.ts';
import * as styles from './PasswordStrengthMeter.css';

export interface PasswordStrengthMeterProps {
  readonly password: string;
  /** Id of the visible text, so the password field can be described by it. */
  readonly id: string;
}

const fills = ['empty', 'weak', 'fair', 'strong', 'strong'] as const;

function segmentFill(score: number, index: number): (typeof fills)[number] {
  if (index >= score) return 'empty';
  return fills[score] ?? 'empty';
}

/**
 * The password's strength as a meter with its level in words (Too weak … Strong), so it is not told by
 * colour alone. Not a live region: it would speak on every key; the password field is described by it.
 */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const strength = passwordStrength(password);
  const labelId = `${id}-label`;
  return (
    <div className={styles.root}>
      <p className={styles.text} id={id}>
        <span id={labelId}>{passwordMessages.strength.label}</span>:{' '}
        <span className={styles.level}>{strength.label}</span>
      </p>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength.score}
        aria-valuetext={strength.label}
        className={styles.bar}
      >
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className={styles.segments[segmentFill(strength.score, index)]} />
        ))}
      </div>
    </div>
  );
}
