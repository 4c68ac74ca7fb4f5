import { type FormEvent, useEffect, useRef, useState } from "react";
import { CANDIDATE_STEPS } from "../../../contract/candidate.ts";
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from "../../lib/api-error";
import { plural } from "../../lib/number-format";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  type CandidateChanges,
  candidateChanged,
  candidateReset,
  currentStepSet,
  selectCandidate,
  stepSet,
} from "../../store/slices/candidate-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Icon } from "../../ui/icon";
import { Modal } from "../../ui/modal";
import { Text } from "../../ui/text";
import { useSubmitCandidateMutation } from "./candidate-api";
import styles from "./candidate-form.module.css";
import {
  AddressStep,
  EducationStep,
  FamilyStep,
  LastJobStep,
  PersonalStep,
  type StepProps,
  VacancyStep,
} from "./candidate-steps";
import {
  type CityOption,
  type FieldErrors,
  fieldId,
  formatDraftTime,
  serverErrors,
  toCandidateRequest,
  type VacancyOption,
  validateAll,
  validateStep,
  withoutList,
} from "./candidate-values";

/** The steps as the visitor sees them, in the order of CANDIDATE_STEPS. */
const STEP_TITLES: Record<(typeof CANDIDATE_STEPS)[number]["key"], { title: string; short: string; lead: string }> = {
  vacancy: { title: "Город и вакансия", short: "Вакансия", lead: "Где вы хотите работать и на какой должности." },
  personal: { title: "О себе", short: "О себе", lead: "Как к вам обращаться и как с вами связаться." },
  family: {
    title: "Семья",
    short: "Семья",
    lead: "Близкие родственники — так принято в анкетах финансовых компаний.",
  },
  education: { title: "Образование", short: "Образование", lead: "Где и чему вы учились." },
  lastjob: { title: "Опыт работы", short: "Работа", lead: "Последнее место работы." },
  address: { title: "Адрес", short: "Адрес", lead: "Адрес регистрации и где вы живёте сейчас." },
};

const LAST = CANDIDATE_STEPS.length - 1;

type Props = {
  cities: readonly CityOption[];
  vacancies: readonly VacancyOption[];
  /** A vacancy code from the link of a vacancy page (`?vacancy=`), applied to a fresh draft. */
  preselect: string | null;
};

/**
 * The candidate questionnaire: six steps with a progress indicator, validated step by step with the contract's
 * schemas, kept as a draft in the persisted `candidate` slice (a reload or a visit next day continues where the
 * person stopped), sent whole to `POST /api/candidate/`.
 */
export function CandidateForm({ cities, vacancies, preselect }: Props) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectCandidate);
  const rehydrated = useAppSelector(selectIsRehydrated);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [consent, setConsent] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [acknowledgement, setAcknowledgement] = useState<string | null>(null);
  const [submit, { isLoading }] = useSubmitCandidateMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ path: string | null; seq: number } | null>(null);

  // A stored step beyond the form (a draft from an older version) is brought back into range.
  const current = Math.min(Math.max(draft.currentStep, 0), LAST);
  const reached = Math.min(Math.max(draft.step, current), LAST);
  const key = CANDIDATE_STEPS[current]?.key ?? "vacancy";

  // The vacancy page links here with ?vacancy=<code>: a fresh draft starts with it (and its city).
  useEffect(() => {
    if (!rehydrated || !preselect || draft.lastChange !== null || draft.id !== null) return;
    const vacancy = vacancies.find((v) => v.code === preselect);
    if (vacancy) dispatch(candidateChanged({ vacancy: vacancy.code, city: vacancy.cityId }));
  }, [rehydrated, preselect, draft.lastChange, draft.id, vacancies, dispatch]);

  // Move focus where the person needs to look: the first invalid field, or the heading of a new step.
  useEffect(() => {
    if (!focusTarget) return;
    const field = focusTarget.path ? document.getElementById(fieldId(focusTarget.path)) : null;
    const target = field ?? headingRef.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: field ? "center" : "start", behavior: "smooth" });
  }, [focusTarget]);

  const request = () => toCandidateRequest(draft, { cities, consent });

  const change: StepProps["change"] = (changes: CandidateChanges, paths) => {
    dispatch(candidateChanged(changes));
    if (paths.some((p) => p in errors)) {
      setErrors((all) => Object.fromEntries(Object.entries(all).filter(([p]) => !paths.includes(p))));
    }
  };
  const clearList: StepProps["clearList"] = (listPath) => setErrors((all) => withoutList(all, listPath));

  function goTo(index: number, focusPath: string | null = null) {
    dispatch(currentStepSet(index));
    setFocusTarget((f) => ({ path: focusPath, seq: (f?.seq ?? 0) + 1 }));
  }

  function showErrors(step: number, found: FieldErrors) {
    setErrors(found);
    if (step !== current) dispatch(currentStepSet(step));
    setFocusTarget((f) => ({ path: Object.keys(found)[0] ?? null, seq: (f?.seq ?? 0) + 1 }));
  }

  /** Jumping ahead through the indicator checks the steps in between; it stops at the first one with errors. */
  function jump(target: number) {
    if (target <= current) {
      setErrors({});
      goTo(target);
      return;
    }
    for (let index = current; index < target; index++) {
      const found = validateStep(index, request());
      if (Object.keys(found).length > 0) {
        showErrors(index, found);
        return;
      }
    }
    setErrors({});
    goTo(target);
  }

  async function send() {
    setSubmitError(null);
    const { step, errors: found } = validateAll(request());
    if (step !== null) {
      showErrors(step, found);
      return;
    }
    try {
      const created = await submit(request()).unwrap();
      setAcknowledgement(created.message);
      setConsent(false);
      setErrors({});
      // The answers leave this device once HR has them; the number stays to show what was sent.
      dispatch(candidateReset());
      dispatch(candidateChanged({ id: created.number }));
      setFocusTarget((f) => ({ path: null, seq: (f?.seq ?? 0) + 1 }));
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (apiErrorStatus(error) === 400 && Object.keys(fields).length > 0) {
        const back = serverErrors(fields);
        showErrors(back.step ?? current, fields);
      } else {
        setSubmitError(apiErrorMessage(error));
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rehydrated || isLoading) return;
    if (current === LAST) {
      void send();
      return;
    }
    const found = validateStep(current, request());
    if (Object.keys(found).length > 0) {
      showErrors(current, found);
      return;
    }
    setErrors({});
    // The high-water mark moves with the step on screen (currentStepSet raises it); stepSet keeps it exact.
    if (current + 1 > reached) dispatch(stepSet(current + 1));
    goTo(current + 1);
  }

  function reset() {
    dispatch(candidateReset());
    setErrors({});
    setConsent(false);
    setSubmitError(null);
    setAcknowledgement(null);
    setFocusTarget((f) => ({ path: null, seq: (f?.seq ?? 0) + 1 }));
  }

  if (rehydrated && draft.id !== null) {
    return (
      <section className={styles.card} aria-labelledby="candidate-done">
        <h2 id="candidate-done" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          Анкета отправлена
        </h2>
        <Alert tone="success" title={`Анкета № ${draft.id}`}>
          <p className={styles.alertText}>
            {acknowledgement ??
              "Мы получили вашу анкету. Специалист отдела персонала свяжется с вами в течение трёх рабочих дней."}
          </p>
        </Alert>
        <Text as="p" muted>
          Ответы удалены с этого устройства. Если что-то изменится, заполните анкету заново — мы обновим данные.
        </Text>
        <Button variant="secondary" onClick={reset}>
          Заполнить новую анкету
        </Button>
      </section>
    );
  }

  const step = STEP_TITLES[key];
  const stepProps: StepProps = { draft, errors, change, clearList };
  const errorCount = Object.keys(errors).length;

  return (
    <section className={styles.card} aria-labelledby="candidate-step-title">
      <nav aria-label="Шаги анкеты" className={styles.progress}>
        <Text as="p" muted small className={styles.progressText}>
          Шаг {current + 1} из {CANDIDATE_STEPS.length}
        </Text>
        <ol className={styles.steps}>
          {CANDIDATE_STEPS.map((s, index) => {
            const state = index === current ? "current" : index <= reached ? "reached" : "ahead";
            const label = (
              <>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index < current || (index <= reached && index !== current) ? (
                    <Icon name="check" size={16} />
                  ) : (
                    index + 1
                  )}
                </span>
                <span className={styles.stepLabel}>
                  <span className="visually-hidden">Шаг {index + 1}: </span>
                  {STEP_TITLES[s.key].short}
                </span>
              </>
            );
            return (
              <li key={s.key} className={styles.stepItem} data-state={state}>
                {state === "reached" ? (
                  <button type="button" className={styles.stepLink} disabled={!rehydrated} onClick={() => jump(index)}>
                    {label}
                  </button>
                ) : (
                  <span className={styles.stepLink} aria-current={state === "current" ? "step" : undefined}>
                    {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <fieldset disabled={!rehydrated} className={styles.frame} aria-busy={!rehydrated}>
          <div className={styles.stepHead}>
            <h2 id="candidate-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
              {step.title}
            </h2>
            <Text as="p" muted>
              {step.lead}
            </Text>
          </div>

          {errorCount > 0 ? (
            <Alert tone="error" title="Проверьте отмеченные поля">
              <p className={styles.alertText}>
                {errorCount === 1
                  ? "Исправьте поле, отмеченное красным."
                  : `Исправьте ${errorCount} ${plural(errorCount, ["поле", "поля", "полей"])} — они отмечены красным.`}
              </p>
            </Alert>
          ) : null}

          {key === "vacancy" ? <VacancyStep {...stepProps} cities={cities} vacancies={vacancies} /> : null}
          {key === "personal" ? <PersonalStep {...stepProps} /> : null}
          {key === "family" ? <FamilyStep {...stepProps} /> : null}
          {key === "education" ? <EducationStep {...stepProps} /> : null}
          {key === "lastjob" ? <LastJobStep {...stepProps} /> : null}
          {key === "address" ? <AddressStep {...stepProps} consent={consent} onConsent={setConsent} /> : null}

          {submitError ? <Alert tone="error">{submitError}</Alert> : null}

          <div className={styles.actions}>
            <Button type="submit" variant={current === LAST ? "accent" : "primary"} disabled={isLoading}>
              {current === LAST ? (isLoading ? "Отправляем…" : "Отправить анкету") : "Далее"}
              {current === LAST ? null : <Icon name="arrow-right" size={20} />}
            </Button>
            {current > 0 ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setErrors({});
                  goTo(current - 1);
                }}
              >
                <Icon name="chevron-left" size={20} />
                Назад
              </Button>
            ) : null}
          </div>
        </fieldset>
      </form>

      <footer className={styles.draft}>
        <Text as="p" muted small>
          {rehydrated && draft.lastChange
            ? `Черновик сохранён ${formatDraftTime(draft.lastChange)} на этом устройстве`
            : "Ответы сохраняются на этом устройстве по мере заполнения"}
        </Text>
        {rehydrated && draft.lastChange ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirmReset(true)}>
            Очистить анкету
          </Button>
        ) : null}
      </footer>

      <Modal
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        title="Очистить анкету?"
        footer={
          <>
            <Button
              variant="primary"
              onClick={() => {
                reset();
                setConfirmReset(false);
              }}
            >
              Очистить
            </Button>
            <Button variant="secondary" onClick={() => setConfirmReset(false)}>
              Отмена
            </Button>
          </>
        }
      >
        <p>Все ответы будут удалены с этого устройства, и анкету придётся заполнять с начала.</p>
      </Modal>
    </section>
  );
}
