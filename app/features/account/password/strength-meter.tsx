import { useEffect, useState } from "react";
import styles from "./password.module.css";

type Score = 0 | 1 | 2 | 3 | 4;

const LABELS: Record<Score, string> = {
  0: "очень слабый",
  1: "слабый",
  2: "средний",
  3: "надёжный",
  4: "очень надёжный",
};

let estimator: Promise<typeof import("./zxcvbn-score")> | undefined;
/** The estimator's module, fetched on the first keystroke and kept (a failed fetch is tried again later). */
function loadEstimator() {
  estimator ??= import("./zxcvbn-score").catch((error: unknown) => {
    estimator = undefined;
    throw error;
  });
  return estimator;
}

/**
 * How hard the typed password is to guess (zxcvbn-ts), as a bar and a word. Advice only: the server's policy
 * (length, the list of common passwords, the e-mail) decides; the meter helps to choose before sending.
 */
export function StrengthMeter({ password, userInputs }: { password: string; userInputs: string[] }) {
  const [score, setScore] = useState<Score | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const inputs = userInputs.join("\n");

  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let current = true;
    loadEstimator()
      .then(({ scorePassword }) => {
        if (current) setScore(scorePassword(password, inputs ? inputs.split("\n") : []));
      })
      .catch(() => {
        if (current) setUnavailable(true);
      });
    return () => {
      current = false;
    };
  }, [password, inputs]);

  if (!password || unavailable) return null;
  const level = score ?? 0;
  return (
    <div className={styles.meter}>
      <div className={styles.bar} data-score={score ?? undefined} aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={score !== null && level >= step ? styles.filled : undefined} />
        ))}
      </div>
      <p className={styles.meterText} aria-live="polite">
        {score === null ? "Оцениваем надёжность пароля…" : `Надёжность пароля: ${LABELS[level]}`}
      </p>
    </div>
  );
}
