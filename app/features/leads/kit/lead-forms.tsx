import { useId } from "react";
import {
  CALLBACK_TIME_TITLES,
  CALLBACK_TIMES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_TITLES,
  INSURANCE_TYPES,
  PARTNER_TYPES,
  type PublicFormKind,
} from "../../../../contract/forms.ts";
import styles from "../lead-form.module.css";
import type { LeadActionResult } from "../lead-form-values";
import { FormHeadingContext, LeadFormKit } from "./form-kit";
import { KitChoice, KitDate, KitPhone, KitRow, KitText, KitTextArea } from "./kit-fields";

/** Props every public form takes: the `/forms/:kind` page's answer when it was posted without JavaScript. */
export type PublicFormProps = { serverResult?: LeadActionResult | null };

const CALL_BACK_NOTE = "Перезвоним в рабочее время: Пн–Пт 9:00–19:00 по Москве.";

/** «Оставить отзыв»: a rating and the text; published after moderation. */
export function ReviewForm({ serverResult }: PublicFormProps) {
  return (
    <LeadFormKit
      kind="reviews"
      label="Оставить отзыв"
      fields={["rating", "name", "email", "company", "city", "text"]}
      submitLabel="Отправить отзыв"
      serverResult={serverResult}
      note="Отзыв появится на сайте после проверки модератором, обычно в течение рабочего дня."
    >
      {(kit) => (
        <>
          <KitChoice
            kit={kit}
            name="rating"
            label="Оценка"
            required
            hint="1 — очень плохо, 5 — отлично"
            options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))}
          />
          <KitRow>
            <KitText kit={kit} name="name" label="Как к вам обращаться" autoComplete="name" required />
            <KitText
              kit={kit}
              name="email"
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              hint="Необязательно: не публикуется"
            />
          </KitRow>
          <KitRow>
            <KitText kit={kit} name="company" label="Компания" autoComplete="organization" maxLength={200} />
            <KitText kit={kit} name="city" label="Город" autoComplete="address-level2" maxLength={100} />
          </KitRow>
          <KitTextArea kit={kit} name="text" label="Отзыв" required maxLength={3000} rows={5} />
        </>
      )}
    </LeadFormKit>
  );
}

/** Продлённая гарантия on the additional services page. */
export function ExtendedWarrantyForm({ serverResult }: PublicFormProps) {
  return (
    <LeadFormKit
      kind="extendedwarranty"
      label="Заявка на продлённую гарантию"
      fields={["name", "phone", "email", "vehicle", "vin", "contractNumber", "comment"]}
      submitLabel="Оформить продлённую гарантию"
      serverResult={serverResult}
      note={CALL_BACK_NOTE}
    >
      {(kit) => (
        <>
          <KitRow>
            <KitText kit={kit} name="name" label="Как к вам обращаться" autoComplete="name" required />
            <KitPhone kit={kit} required />
          </KitRow>
          <KitText
            kit={kit}
            name="vehicle"
            label="Автомобиль"
            placeholder="Например, Haval Jolion 2025"
            maxLength={200}
            required
          />
          <KitRow>
            <KitText
              kit={kit}
              name="vin"
              label="VIN"
              maxLength={17}
              autoCapitalize="characters"
              hint="17 знаков, необязательно"
            />
            <KitText kit={kit} name="contractNumber" label="Номер договора лизинга" maxLength={50} />
          </KitRow>
          <KitText kit={kit} name="email" label="E-mail" type="email" inputMode="email" autoComplete="email" />
          <KitTextArea kit={kit} name="comment" label="Комментарий" maxLength={2000} rows={3} />
        </>
      )}
    </LeadFormKit>
  );
}

const INSURANCE_TITLES: Record<(typeof INSURANCE_TYPES)[number], string> = {
  kasko: "КАСКО",
  osago: "ОСАГО",
  property: "Имущество",
  other: "Другое",
};

/** A request for insurance on the insurance page. */
export function InsuranceForm({ serverResult }: PublicFormProps) {
  return (
    <LeadFormKit
      kind="insurance"
      label="Заявка на страхование"
      fields={["insuranceType", "name", "phone", "email", "vehicle", "comment"]}
      submitLabel="Рассчитать страховку"
      serverResult={serverResult}
      note={CALL_BACK_NOTE}
    >
      {(kit) => (
        <>
          <KitChoice
            kit={kit}
            name="insuranceType"
            label="Что страхуем"
            required
            defaultValue="kasko"
            options={INSURANCE_TYPES.map((type) => ({ value: type, label: INSURANCE_TITLES[type] }))}
          />
          <KitRow>
            <KitText kit={kit} name="name" label="Как к вам обращаться" autoComplete="name" required />
            <KitPhone kit={kit} required />
          </KitRow>
          <KitText kit={kit} name="vehicle" label="Автомобиль или техника" maxLength={200} />
          <KitText kit={kit} name="email" label="E-mail" type="email" inputMode="email" autoComplete="email" />
          <KitTextArea kit={kit} name="comment" label="Комментарий" maxLength={2000} rows={3} />
        </>
      )}
    </LeadFormKit>
  );
}

const PARTNER_TITLES: Record<(typeof PARTNER_TYPES)[number], string> = {
  dealer: "Дилер",
  agent: "Агент",
  insurer: "Страховая компания",
  supplier: "Поставщик техники",
  other: "Другое",
};

/** «Стать партнёром». */
export function PartnerForm({ serverResult }: PublicFormProps) {
  return (
    <LeadFormKit
      kind="partner"
      label="Стать партнёром"
      fields={["partnerType", "company", "inn", "name", "phone", "email", "comment"]}
      submitLabel="Стать партнёром"
      serverResult={serverResult}
      note="Менеджер по работе с партнёрами ответит в течение двух рабочих дней."
    >
      {(kit) => (
        <>
          <KitChoice
            kit={kit}
            name="partnerType"
            label="Вид сотрудничества"
            required
            options={PARTNER_TYPES.map((type) => ({ value: type, label: PARTNER_TITLES[type] }))}
          />
          <KitRow>
            <KitText kit={kit} name="company" label="Компания" autoComplete="organization" maxLength={200} required />
            <KitText
              kit={kit}
              name="inn"
              label="ИНН"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              required
              hint="10 цифр у организации, 12 — у ИП"
            />
          </KitRow>
          <KitRow>
            <KitText kit={kit} name="name" label="Контактное лицо" autoComplete="name" required />
            <KitPhone kit={kit} required />
          </KitRow>
          <KitText kit={kit} name="email" label="E-mail" type="email" inputMode="email" autoComplete="email" required />
          <KitTextArea kit={kit} name="comment" label="О компании и предложении" maxLength={2000} rows={3} />
        </>
      )}
    </LeadFormKit>
  );
}

/** «Подобрать авто с пробегом»: make, model, budget, year. */
export function UsedCarRequestForm({ serverResult }: PublicFormProps) {
  return (
    <LeadFormKit
      kind="usedcarrequest"
      label="Подобрать авто с пробегом"
      fields={["make", "model", "budget", "yearFrom", "vehicle", "name", "phone", "email", "comment"]}
      submitLabel="Подобрать автомобиль"
      serverResult={serverResult}
      note="Подберём варианты из наличия и у партнёров и перезвоним в рабочее время."
    >
      {(kit) => (
        <>
          <KitRow>
            <KitText kit={kit} name="make" label="Марка" placeholder="Например, Toyota" maxLength={60} required />
            <KitText kit={kit} name="model" label="Модель" placeholder="Например, Camry" maxLength={60} />
          </KitRow>
          <KitRow>
            <KitText
              kit={kit}
              name="budget"
              label="Бюджет, ₽"
              inputMode="numeric"
              placeholder="2 500 000"
              maxLength={13}
            />
            <KitText
              kit={kit}
              name="yearFrom"
              label="Год выпуска не старше"
              inputMode="numeric"
              placeholder="2020"
              maxLength={4}
            />
          </KitRow>
          <KitRow>
            <KitText kit={kit} name="name" label="Как к вам обращаться" autoComplete="name" required />
            <KitPhone kit={kit} required />
          </KitRow>
          <KitText kit={kit} name="email" label="E-mail" type="email" inputMode="email" autoComplete="email" />
          <KitTextArea kit={kit} name="comment" label="Пожелания" maxLength={2000} rows={3} />
        </>
      )}
    </LeadFormKit>
  );
}

/** The newsletter: an e-mail and the advertising consent, which it cannot do without. */
export function SubscribeForm({ serverResult, compact }: PublicFormProps & { compact?: boolean }) {
  return (
    <LeadFormKit
      kind="subscribe"
      label="Подписка на новости"
      fields={["email", "name"]}
      submitLabel="Подписаться"
      advertising="required"
      serverResult={serverResult}
      compact={compact}
    >
      {(kit) => (
        <KitText
          kit={kit}
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@company.ru"
          required
        />
      )}
    </LeadFormKit>
  );
}

/** «Задать вопрос» on the dictionary and the guide. */
export function QuestionForm({ serverResult }: PublicFormProps) {
  return (
    <LeadFormKit
      kind="question"
      label="Задать вопрос"
      fields={["question", "name", "email", "phone"]}
      submitLabel="Задать вопрос"
      serverResult={serverResult}
      note="Ответим на e-mail в течение рабочего дня."
    >
      {(kit) => (
        <>
          <KitTextArea kit={kit} name="question" label="Вопрос" required maxLength={3000} rows={4} />
          <KitRow>
            <KitText kit={kit} name="name" label="Как к вам обращаться" autoComplete="name" required />
            <KitText
              kit={kit}
              name="email"
              label="E-mail для ответа"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
          </KitRow>
          <KitPhone kit={kit} hint="Необязательно" />
        </>
      )}
    </LeadFormKit>
  );
}

/** Feedback: a complaint, thanks or a suggestion, with its category. */
export function FeedbackForm({ serverResult }: PublicFormProps) {
  return (
    <LeadFormKit
      kind="feedback"
      label="Обратная связь"
      fields={["category", "name", "email", "phone", "contractNumber", "text"]}
      submitLabel="Отправить сообщение"
      serverResult={serverResult}
      note="Ответим на e-mail в течение рабочего дня; жалобы рассматривает руководитель службы клиентского сервиса."
    >
      {(kit) => (
        <>
          <KitChoice
            kit={kit}
            name="category"
            label="О чём сообщение"
            required
            defaultValue="complaint"
            options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: FEEDBACK_CATEGORY_TITLES[c] }))}
          />
          <KitRow>
            <KitText kit={kit} name="name" label="Как к вам обращаться" autoComplete="name" required />
            <KitText
              kit={kit}
              name="email"
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
            />
          </KitRow>
          <KitRow>
            <KitPhone kit={kit} hint="Необязательно" />
            <KitText
              kit={kit}
              name="contractNumber"
              label="Номер договора"
              maxLength={50}
              hint="Если обращение о договоре"
            />
          </KitRow>
          <KitTextArea kit={kit} name="text" label="Сообщение" required maxLength={3000} rows={5} />
        </>
      )}
    </LeadFormKit>
  );
}

/** «Заказать звонок»: a call-back at a preferred day and time. */
export function ContactUsForm({ serverResult }: PublicFormProps) {
  return (
    <LeadFormKit
      kind="contactus"
      label="Заказать обратный звонок"
      fields={["name", "phone", "callbackDate", "callbackTime", "city", "email", "comment"]}
      submitLabel="Заказать звонок"
      serverResult={serverResult}
      note={CALL_BACK_NOTE}
    >
      {(kit) => (
        <>
          <KitRow>
            <KitText kit={kit} name="name" label="Как к вам обращаться" autoComplete="name" required />
            <KitPhone kit={kit} required />
          </KitRow>
          <KitRow>
            <KitDate kit={kit} name="callbackDate" label="Удобный день" hint="ДД.ММ.ГГГГ, необязательно" />
            <KitChoice
              kit={kit}
              name="callbackTime"
              label="Удобное время (МСК)"
              defaultValue=""
              options={[
                { value: "", label: "Любое" },
                ...CALLBACK_TIMES.map((t) => ({ value: t, label: CALLBACK_TIME_TITLES[t] })),
              ]}
            />
          </KitRow>
          <KitText kit={kit} name="city" label="Город" autoComplete="address-level2" maxLength={100} />
          <KitTextArea kit={kit} name="comment" label="Комментарий" maxLength={2000} rows={3} />
        </>
      )}
    </LeadFormKit>
  );
}

/** Each public form by its kind (the `/forms/:kind` page); the leasing request has its own (`/lead`). */
export const PUBLIC_FORMS: Record<Exclude<PublicFormKind, "lisorder">, (props: PublicFormProps) => React.ReactNode> = {
  reviews: ReviewForm,
  extendedwarranty: ExtendedWarrantyForm,
  insurance: InsuranceForm,
  partner: PartnerForm,
  usedcarrequest: UsedCarRequestForm,
  subscribe: SubscribeForm,
  question: QuestionForm,
  feedback: FeedbackForm,
  contactus: ContactUsForm,
};

/**
 * The heading and the words over each form where pages place it. Kept here, in the lazily loaded chunk, not in
 * the pages: the footer and the catalogue count every byte of their first-load JavaScript.
 */
const PLACES = {
  reviews: {
    kind: "reviews",
    title: "Оставить отзыв",
    intro:
      "Оцените работу с нами и расскажите, что понравилось или что исправить. Отзыв появится на сайте после проверки модератором.",
  },
  extendedwarranty: {
    kind: "extendedwarranty",
    title: "Продлённая гарантия",
    intro: "Оставьте заявку: подберём программу продлённой гарантии для вашего автомобиля и перезвоним.",
  },
  insurance: {
    kind: "insurance",
    title: "Заявка на страхование",
    intro: "Рассчитаем КАСКО, ОСАГО или страхование имущества у партнёров и перезвоним с вариантами.",
  },
  partner: {
    kind: "partner",
    title: "Стать партнёром",
    intro:
      "Дилерам, агентам, страховым компаниям и поставщикам техники: расскажите о компании, и мы предложим условия.",
  },
  usedcarrequest: {
    kind: "usedcarrequest",
    title: "Подобрать авто с пробегом",
    intro: "Не нашли подходящий автомобиль? Назовите марку, модель, бюджет и год — подберём из наличия и у партнёров.",
  },
  news: {
    kind: "subscribe",
    title: "Подписка на новости",
    intro: "Новости компании и специальные предложения — раз в две недели на e-mail. Отписаться можно в любом письме.",
  },
  footer: {
    kind: "subscribe",
    title: "Новости и специальные предложения",
    intro: "Раз в две недели на e-mail; отписаться можно в любом письме.",
  },
  dictionary: {
    kind: "question",
    title: "Задать вопрос",
    intro: "Не нашли термин или ответ? Спросите — ответим на e-mail в течение рабочего дня.",
  },
  guide: {
    kind: "question",
    title: "Задать вопрос",
    intro: "Не нашли ответ в путеводителе? Спросите — ответим на e-mail в течение рабочего дня.",
  },
  contactus: {
    kind: "contactus",
    title: "Заказать обратный звонок",
    intro: "Оставьте телефон и удобное время — перезвоним в рабочее время.",
  },
  feedback: {
    kind: "feedback",
    title: "Жалоба или благодарность",
    intro:
      "Расскажите, что случилось или кого поблагодарить: сообщение прочитает руководитель службы клиентского сервиса.",
  },
} as const satisfies Record<string, { kind: keyof typeof PUBLIC_FORMS; title: string; intro: string }>;

export type FormPlace = keyof typeof PLACES;

/** Places outside a page's own column (the catalogue's foot, the footer) get the page's container. */
const CONTAINED: Partial<Record<FormPlace, string>> = { usedcarrequest: styles.wide, footer: styles.footer };

/** A form under its heading where a page places it: what the island `LazyLeadForm` loads. */
export default function LeadFormSection({ place, serverResult }: PublicFormProps & { place: FormPlace }) {
  const headingId = useId();
  const { kind, title, intro } = PLACES[place];
  const Form = PUBLIC_FORMS[kind];
  const section = (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      <FormHeadingContext.Provider value={headingId}>
        <Form serverResult={serverResult} />
      </FormHeadingContext.Provider>
    </section>
  );
  const contained = CONTAINED[place];
  return contained ? <div className={`container ${contained}`}>{section}</div> : section;
}
