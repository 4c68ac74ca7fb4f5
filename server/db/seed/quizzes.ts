import { count } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type QuizQuestionDef, type QuizResultDef, type QuizScoring, quizzes } from "../schema/quizzes.ts";

interface QuizSeed {
  code: string;
  title: string;
  description: string;
  scoring: QuizScoring;
  questions: QuizQuestionDef[];
  results: QuizResultDef[];
}

/** `sum` scoring: an answer worth `n` points. */
const pts = (n: number) => ({ points: n });

const CALCULATOR = { label: "Рассчитать лизинг", href: "/calculator" };
const LEAVE_REQUEST = { label: "Оставить заявку", href: "/calculator" };
const ASK = { label: "Задать вопрос специалисту", href: "/contacts" };

/**
 * «Лизинг или кредит?» — who buys, how much is paid at once, what matters more. Leasing points are
 * positive, credit points negative; the total says which fits (or that the figures decide).
 */
const LEASING_OR_CREDIT: QuizSeed = {
  code: "leasing-or-credit",
  title: "Лизинг или кредит?",
  description:
    "Шесть вопросов о вашем бизнесе и планах — и станет понятно, что выгоднее для покупки автомобиля: лизинг или автокредит.",
  scoring: "sum",
  questions: [
    {
      code: "buyer",
      text: "Кто будет покупателем автомобиля?",
      subtext: "От системы налогообложения зависит, сможете ли вы вернуть НДС и уменьшить налог на прибыль.",
      answers: [
        { code: "osno", text: "Компания на общей системе (ОСНО), платит НДС", scores: pts(3) },
        { code: "usn", text: "Компания или ИП на упрощённой системе (УСН)", scores: pts(0) },
        { code: "patent", text: "ИП на патенте или самозанятый", scores: pts(-1) },
        { code: "person", text: "Частное лицо", scores: pts(-3) },
      ],
    },
    {
      code: "advance",
      text: "Сколько вы готовы внести сразу?",
      answers: [
        { code: "low", text: "Ничего или до 10 % стоимости", scores: pts(2) },
        { code: "mid", text: "От 10 до 30 %", scores: pts(0) },
        { code: "high", text: "Больше 30 %", scores: pts(-2) },
      ],
    },
    {
      code: "age",
      text: "Сколько лет вашему бизнесу?",
      subtext: "Лизинговые компании работают с бизнесом от 6 месяцев, банки чаще хотят видеть отчётность за 2 года.",
      answers: [
        { code: "over2", text: "Больше 2 лет", scores: pts(0) },
        { code: "young", text: "От 6 месяцев до 2 лет", scores: pts(1) },
        { code: "none", text: "Меньше 6 месяцев или бизнеса нет", scores: pts(-1) },
      ],
    },
    {
      code: "priority",
      text: "Что для вас важнее?",
      answers: [
        { code: "taxes", text: "Сэкономить на налогах: НДС к вычету и расходы в затратах", scores: pts(3) },
        { code: "paperwork", text: "Меньше документов и никаких дополнительных залогов", scores: pts(2) },
        { code: "owner", text: "Сразу стать собственником автомобиля", scores: pts(-3) },
      ],
    },
    {
      code: "speed",
      text: "Как быстро нужен автомобиль?",
      answers: [
        { code: "days", text: "В ближайшие дни", scores: pts(1) },
        { code: "month", text: "В течение месяца", scores: pts(0) },
        { code: "later", text: "Не спешу, выбираю", scores: pts(0) },
      ],
    },
    {
      code: "service",
      text: "Кто займётся страховкой, регистрацией и техосмотром?",
      answers: [
        { code: "lessor", text: "Пусть всё оформит лизинговая компания", scores: pts(1) },
        { code: "self", text: "Справлюсь сам", scores: pts(0) },
      ],
    },
  ],
  results: [
    {
      code: "leasing",
      minPoints: 3,
      title: "Вам подойдёт лизинг",
      text: "Для вашего бизнеса лизинг выгоднее кредита: платежи уменьшают налог на прибыль, НДС в них можно принять к вычету, а решение по заявке мы принимаем за 1 рабочий день — без залога и поручителей.",
      recommendations: [
        "Рассчитайте платёж в калькуляторе: подберите аванс, срок и график платежей.",
        "Подготовьте бухгалтерскую отчётность за последний год и карточку компании.",
        "При сезонной выручке выберите дегрессивный график: платежи уменьшаются со временем.",
      ],
      actions: [LEAVE_REQUEST, { label: "Подобрать автомобиль", href: "/catalog/cars" }],
    },
    {
      code: "either",
      minPoints: -1,
      title: "Подойдут оба варианта — решают цифры",
      text: "Явного победителя нет: выгода зависит от аванса, срока и ставки. Сравните ежемесячный платёж и полную стоимость лизинга с предложением банка — и учтите, что в лизинге страховка и регистрация уже включены.",
      recommendations: [
        "Посчитайте лизинг в калькуляторе с тем же авансом и сроком, что и кредит.",
        "Сравните не ставку, а переплату за весь срок и налоговую экономию.",
        "Спросите нас о программах с субсидией: они снижают удорожание.",
      ],
      actions: [CALCULATOR, ASK],
    },
    {
      code: "credit",
      title: "Вам ближе автокредит",
      text: "Вы хотите сразу стать собственником, готовы внести крупный первый взнос, а налоговые преимущества лизинга вам не пригодятся. В этом случае автокредит обычно проще и дешевле.",
      recommendations: [
        "Сравните полную стоимость кредита (ПСК) в нескольких банках.",
        "Учтите стоимость КАСКО: банк почти всегда требует его на весь срок.",
        "Если вы зарегистрируете ИП или компанию, вернитесь к лизингу — с ним можно сэкономить на налогах.",
      ],
      actions: [ASK, CALCULATOR],
    },
  ],
};

/** «Какой автомобиль подойдёт вашему бизнесу?» — each answer gives points to the kinds of vehicle it fits. */
const WHICH_VEHICLE: QuizSeed = {
  code: "which-vehicle",
  title: "Какой автомобиль подойдёт вашему бизнесу?",
  description:
    "Расскажите, какие задачи должна решать машина, — и мы подскажем тип автомобиля и модели, которые берут в лизинг для таких задач.",
  scoring: "max",
  questions: [
    {
      code: "task",
      text: "Для чего нужен автомобиль?",
      answers: [
        { code: "executive", text: "Возить руководителя и встречать партнёров", scores: { sedan: 3 } },
        { code: "field", text: "Разъезды менеджеров и выездных специалистов", scores: { crossover: 3 } },
        { code: "delivery", text: "Доставка товаров по городу", scores: { van: 3 } },
        { code: "freight", text: "Перевозка крупных грузов между городами", scores: { truck: 3 } },
        { code: "people", text: "Перевозка сотрудников или пассажиров", scores: { minibus: 3 } },
      ],
    },
    {
      code: "load",
      text: "Что нужно перевезти за один рейс?",
      answers: [
        { code: "few", text: "1–4 человека и немного багажа", scores: { sedan: 2, crossover: 2 } },
        { code: "light", text: "Груз до 1,5 т или до 10 м³", scores: { van: 2 } },
        { code: "heavy", text: "Груз от 3 до 20 т", scores: { truck: 3 } },
        { code: "group", text: "От 8 до 20 пассажиров", scores: { minibus: 3 } },
      ],
    },
    {
      code: "roads",
      text: "Где будет ездить машина?",
      answers: [
        { code: "city", text: "В основном по городу", scores: { sedan: 1, van: 1 } },
        { code: "highway", text: "По городу и по трассе", scores: { sedan: 1, truck: 1, minibus: 1 } },
        { code: "rough", text: "Плохие дороги, загородные объекты, снег", scores: { crossover: 2, truck: 1 } },
      ],
    },
    {
      code: "mileage",
      text: "Сколько километров в месяц она будет проезжать?",
      subtext: "От пробега зависит выбор между бензином, дизелем и газом.",
      answers: [
        { code: "low", text: "До 2 000 км", scores: { sedan: 1 } },
        { code: "mid", text: "От 2 000 до 5 000 км", scores: { crossover: 1, van: 1, minibus: 1 } },
        { code: "high", text: "Больше 5 000 км", scores: { truck: 2, van: 1, minibus: 1 } },
      ],
    },
    {
      code: "driver",
      text: "Кто будет за рулём?",
      answers: [
        { code: "b", text: "Сотрудники с правами категории B", scores: { sedan: 1, crossover: 1, van: 2 } },
        { code: "cd", text: "Профессиональные водители с категорией C или D", scores: { truck: 2, minibus: 2 } },
      ],
    },
    {
      code: "budget",
      text: "На какую стоимость автомобиля вы рассчитываете?",
      answers: [
        { code: "to3", text: "До 3 млн ₽", scores: { van: 1, crossover: 1 } },
        { code: "to6", text: "От 3 до 6 млн ₽", scores: { sedan: 1, crossover: 1, minibus: 1 } },
        { code: "over6", text: "Больше 6 млн ₽", scores: { sedan: 1, truck: 2 } },
      ],
    },
  ],
  results: [
    {
      code: "sedan",
      title: "Легковой автомобиль бизнес-класса",
      text: "Представительский седан подчеркнёт статус компании и сделает поездки руководителя комфортными. В лизинге такой автомобиль обходится дешевле покупки за счёт возврата НДС.",
      recommendations: [
        "Посмотрите Hongqi H5, Geely Preface и Chery Arrizo 8 — их чаще всего берут для руководителей.",
        "Для служебных поездок без представительских задач хватит Lada Vesta.",
        "Срок 36 месяцев с выкупом 1 % — самый популярный выбор для легковых автомобилей.",
      ],
      actions: [{ label: "Смотреть легковые автомобили", href: "/catalog/cars" }, LEAVE_REQUEST],
    },
    {
      code: "crossover",
      title: "Кроссовер для разъездов",
      text: "Полный или подключаемый привод, высокий клиренс и вместительный багажник — кроссовер справится и с городом, и с выездами на объекты в любую погоду.",
      recommendations: [
        "Обратите внимание на Haval Jolion, Haval F7, Chery Tiggo 7 Pro Max и Geely Monjaro.",
        "Для объектов без дорог подойдёт Lada Niva Travel — простая и неприхотливая.",
        "Для нескольких машин одновременно спросите о парковой скидке.",
      ],
      actions: [{ label: "Смотреть кроссоверы", href: "/catalog/cars" }, LEAVE_REQUEST],
    },
    {
      code: "van",
      title: "Цельнометаллический фургон",
      text: "Для доставки по городу нужен фургон с грузоподъёмностью до 1,5 т: он проезжает туда, куда грузовику въезд закрыт, и его водителю достаточно категории B.",
      recommendations: [
        "Самые востребованные модели — ГАЗель NEXT, Sollers Atlant и Lada Largus в версии фургон.",
        "Для перевозки продуктов сразу закажите изотермический кузов или рефрижератор.",
        "Коммерческий транспорт в лизинге можно взять с авансом от 0 %.",
      ],
      actions: [{ label: "Смотреть коммерческий транспорт", href: "/catalog/trucks" }, LEAVE_REQUEST],
    },
    {
      code: "truck",
      title: "Грузовик для междугородних перевозок",
      text: "Для регулярных рейсов с тяжёлым грузом нужен среднетоннажный или магистральный грузовик: дизельный двигатель с большим ресурсом и кабина со спальным местом для дальних поездок.",
      recommendations: [
        "Посмотрите ГАЗон NEXT и КАМАЗ Компас для грузов до 12 т, Sitrak и КАМАЗ 54901 — для магистральных перевозок.",
        "Выберите дегрессивный график: грузовик начинает зарабатывать с первого рейса.",
        "Страховку и регистрацию в ГИБДД мы оформим вместе с договором.",
      ],
      actions: [{ label: "Смотреть грузовики", href: "/catalog/trucks" }, LEAVE_REQUEST],
    },
    {
      code: "minibus",
      title: "Микроавтобус",
      text: "Для развозки сотрудников и пассажирских перевозок подойдёт микроавтобус на 8–20 мест. Для машин больше чем на 8 пассажирских мест водителю нужна категория D.",
      recommendations: [
        "Популярные модели — ГАЗель NEXT Citiline и Sollers Atlant в пассажирской версии.",
        "Для перевозки пассажиров по маршруту понадобится тахограф — его можно включить в договор лизинга.",
        "Рассчитайте платёж со сроком 48–60 месяцев: так он будет ниже.",
      ],
      actions: [{ label: "Смотреть коммерческий транспорт", href: "/catalog/trucks" }, LEAVE_REQUEST],
    },
  ],
};

/** «Готова ли ваша компания к лизингу?» — the points a leasing company's scoring would give; 16 at most. */
const READINESS: QuizSeed = {
  code: "leasing-readiness",
  title: "Готова ли ваша компания к лизингу?",
  description:
    "Проверьте, одобрят ли вашей компании лизинг и на каких условиях: возраст бизнеса, отчётность, долги и аванс.",
  scoring: "sum",
  questions: [
    {
      code: "age",
      text: "Сколько лет вашей компании?",
      answers: [
        { code: "over2", text: "Больше 2 лет", scores: pts(3) },
        { code: "1to2", text: "От 1 года до 2 лет", scores: pts(2) },
        { code: "half", text: "От 6 до 12 месяцев", scores: pts(1) },
        { code: "new", text: "Меньше 6 месяцев", scores: pts(0) },
      ],
    },
    {
      code: "result",
      text: "С каким результатом закрыт последний год?",
      subtext: "По данным бухгалтерской отчётности.",
      answers: [
        { code: "profit", text: "С прибылью", scores: pts(3) },
        { code: "zero", text: "Около нуля", scores: pts(1) },
        { code: "loss", text: "С убытком", scores: pts(0) },
        { code: "none", text: "Отчётности ещё нет", scores: pts(0) },
      ],
    },
    {
      code: "debts",
      text: "Есть ли просроченные долги перед банками, налоговой или лизинговыми компаниями?",
      answers: [
        { code: "no", text: "Нет", scores: pts(3) },
        { code: "past", text: "Были, сейчас погашены", scores: pts(1) },
        { code: "now", text: "Есть сейчас", scores: pts(0) },
      ],
    },
    {
      code: "advance",
      text: "Какой аванс вы готовы внести?",
      answers: [
        { code: "over20", text: "20 % и больше", scores: pts(3) },
        { code: "10to20", text: "От 10 до 20 %", scores: pts(2) },
        { code: "under10", text: "Меньше 10 %", scores: pts(1) },
      ],
    },
    {
      code: "documents",
      text: "Готовы ли документы для заявки?",
      subtext: "Карточка компании, бухгалтерский баланс и отчёт о финансовых результатах за последний год.",
      answers: [
        { code: "ready", text: "Всё под рукой", scores: pts(2) },
        { code: "ask", text: "Нужно запросить у бухгалтера", scores: pts(1) },
        { code: "unknown", text: "Не знаю, что нужно", scores: pts(0) },
      ],
    },
    {
      code: "revenue",
      text: "Какая у компании выручка?",
      answers: [
        { code: "stable", text: "Стабильная или растёт", scores: pts(2) },
        { code: "seasonal", text: "Сезонная", scores: pts(1) },
        { code: "unstable", text: "Нестабильная", scores: pts(0) },
      ],
    },
  ],
  results: [
    {
      code: "ready",
      minPoints: 12,
      title: "Компания готова к лизингу",
      text: "У вашей компании сильный профиль: решение по заявке, скорее всего, будет положительным в течение одного рабочего дня, а аванс можно снизить до минимального.",
      recommendations: [
        "Оставьте заявку: для решения хватит ИНН и отчётности за последний год.",
        "Попросите расчёт с авансом от 0 % и сравните его с авансом 20 %.",
        "Договор подпишем электронной подписью — приезжать в офис не нужно.",
      ],
      actions: [LEAVE_REQUEST, { label: "Подобрать автомобиль", href: "/catalog/cars" }],
    },
    {
      code: "almost",
      minPoints: 7,
      title: "Почти готова — лизинг одобрят на особых условиях",
      text: "Лизинг вам доступен, но условия будут строже: мы можем попросить аванс побольше, поручительство собственника или более короткий срок.",
      recommendations: [
        "Увеличьте аванс до 20–30 % — это главный способ повысить шансы на одобрение.",
        "Подготовьте документы заранее: карточку компании и отчётность за последний год.",
        "При сезонной выручке попросите график с уменьшенными платежами в низкий сезон.",
      ],
      actions: [CALCULATOR, ASK],
    },
    {
      code: "not-yet",
      title: "Пока рано, но варианты есть",
      text: "Сейчас одобрение стандартного лизинга маловероятно. Но это не отказ: есть программы для молодого бизнеса, а через несколько месяцев картина может измениться.",
      recommendations: [
        "Рассмотрите автомобиль с пробегом: для него требования мягче.",
        "Аванс от 30 % и поручительство собственника заметно повышают шансы.",
        "Погасите просроченные долги и вернитесь к заявке через 3–6 месяцев.",
      ],
      actions: [ASK, { label: "Автомобили с пробегом", href: "/catalog/used" }],
    },
  ],
};

export const QUIZZES: readonly QuizSeed[] = [LEASING_OR_CREDIT, WHICH_VEHICLE, READINESS];

/** Quizzes are product content (demo: false): written once into an empty table. */
export async function seedQuizzes(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(quizzes);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(quizzes).values(
      QUIZZES.map((quiz, sort) => ({
        ...quiz,
        sort,
        isPublished: true,
        updatedAt: new Date("2026-11-02T09:00:00+03:00"),
      })),
    );
  });
  return true;
}
