export interface OfficeSeed {
  title: string;
  address: string;
  phones: string[];
  email: string;
  hours: { days: string; time: string }[];
  lat: number;
  lon: number;
  isMain?: boolean;
  note: string;
}

export interface CitySeed {
  id: number;
  name: string;
  region: string;
  regionId: number;
  isDefault?: boolean;
  offices: OfficeSeed[];
}

const WEEKDAYS = [{ days: "Пн–Пт", time: "9:00–19:00" }];

/** Cities with an office. Ids are stable: the `city_id` cookie keeps them. */
export const CITIES: CitySeed[] = [
  {
    id: 1,
    name: "Москва",
    region: "Москва",
    regionId: 77,
    isDefault: true,
    offices: [
      {
        title: "Центральный офис",
        address: "119049, г. Москва, ул. Большая Якиманка, д. 26",
        phones: ["+7 495 777-35-35", "8 800 550-35-35"],
        email: "info@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 55.7365,
        lon: 37.6133,
        isMain: true,
        note: "5 минут пешком от станции метро «Полянка». Гостевая парковка во дворе — закажите пропуск у менеджера.",
      },
      {
        title: "Офис продаж «Динамо»",
        address: "125167, г. Москва, Ленинградский проспект, д. 37, корп. 9, 3 этаж",
        phones: ["+7 495 777-35-36"],
        email: "sales-msk@leasing-auto.ru",
        hours: [...WEEKDAYS, { days: "Сб", time: "10:00–15:00" }],
        lat: 55.7905,
        lon: 37.5455,
        note: "Рядом со станцией метро «Динамо». По субботам — консультации и подписание договоров по записи.",
      },
    ],
  },
  {
    id: 2,
    name: "Санкт-Петербург",
    region: "Санкт-Петербург",
    regionId: 78,
    offices: [
      {
        title: "Офис в Санкт-Петербурге",
        address: "191040, г. Санкт-Петербург, Лиговский проспект, д. 140, бизнес-центр «Лиговский», офис 512",
        phones: ["+7 812 309-35-35"],
        email: "spb@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 59.9162,
        lon: 30.349,
        isMain: true,
        note: "10 минут пешком от станции метро «Лиговский проспект». Бесплатная парковка бизнес-центра.",
      },
      {
        title: "Отдел грузовой техники",
        address: "192289, г. Санкт-Петербург, Софийская ул., д. 66, офис 4",
        phones: ["+7 812 309-35-36"],
        email: "truck-spb@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 59.8472,
        lon: 30.4182,
        note: "На территории дилерского центра грузовой техники, рядом с КАД. Удобный подъезд для грузовиков.",
      },
    ],
  },
  {
    id: 3,
    name: "Екатеринбург",
    region: "Свердловская область",
    regionId: 66,
    offices: [
      {
        title: "Офис в Екатеринбурге",
        address: "620014, г. Екатеринбург, ул. Малышева, д. 51, бизнес-центр «Высоцкий», 21 этаж",
        phones: ["+7 343 288-35-35"],
        email: "ekb@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 56.8359,
        lon: 60.6142,
        isMain: true,
        note: "Подземный паркинг бизнес-центра, гостевые места — по звонку менеджеру.",
      },
    ],
  },
  {
    id: 4,
    name: "Новосибирск",
    region: "Новосибирская область",
    regionId: 54,
    offices: [
      {
        title: "Офис в Новосибирске",
        address: "630091, г. Новосибирск, Красный проспект, д. 86, офис 301",
        phones: ["+7 383 209-35-35"],
        email: "nsk@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 55.0431,
        lon: 82.9195,
        isMain: true,
        note: "Рядом со станцией метро «Гагаринская». Время работы — местное (UTC+7).",
      },
    ],
  },
  {
    id: 5,
    name: "Казань",
    region: "Республика Татарстан",
    regionId: 16,
    offices: [
      {
        title: "Офис в Казани",
        address: "420107, г. Казань, ул. Спартаковская, д. 2, бизнес-центр «Суворовский», офис 605",
        phones: ["+7 843 211-35-35"],
        email: "kazan@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 55.7779,
        lon: 49.1411,
        isMain: true,
        note: "Парковка у бизнес-центра. 7 минут пешком от станции метро «Суконная слобода».",
      },
    ],
  },
  {
    id: 6,
    name: "Нижний Новгород",
    region: "Нижегородская область",
    regionId: 52,
    offices: [
      {
        title: "Офис в Нижнем Новгороде",
        address: "603022, г. Нижний Новгород, ул. Белинского, д. 61, офис 410",
        phones: ["+7 831 220-35-35"],
        email: "nn@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 56.3178,
        lon: 44.0121,
        isMain: true,
        note: "Рядом с площадью Свободы, вход со двора.",
      },
    ],
  },
  {
    id: 7,
    name: "Краснодар",
    region: "Краснодарский край",
    regionId: 23,
    offices: [
      {
        title: "Офис в Краснодаре",
        address: "350020, г. Краснодар, ул. Красная, д. 176, бизнес-центр «Адмирал», офис 702",
        phones: ["+7 861 203-35-35"],
        email: "krasnodar@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 45.0534,
        lon: 38.9756,
        isMain: true,
        note: "Гостевая парковка у бизнес-центра. Работает специалист по лизингу спецтехники и сельхозтранспорта.",
      },
    ],
  },
  {
    id: 8,
    name: "Ростов-на-Дону",
    region: "Ростовская область",
    regionId: 61,
    offices: [
      {
        title: "Офис в Ростове-на-Дону",
        address: "344002, г. Ростов-на-Дону, ул. Береговая, д. 8, бизнес-центр «Риверсайд», офис 304",
        phones: ["+7 863 310-35-35"],
        email: "rostov@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 47.2186,
        lon: 39.7152,
        isMain: true,
        note: "На набережной Дона, парковка со стороны ул. Береговой.",
      },
    ],
  },
  {
    id: 9,
    name: "Самара",
    region: "Самарская область",
    regionId: 63,
    offices: [
      {
        title: "Офис в Самаре",
        address: "443013, г. Самара, Московское шоссе, д. 4, строение 15, офис 208",
        phones: ["+7 846 207-35-35"],
        email: "samara@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 53.2105,
        lon: 50.1562,
        isMain: true,
        note: "Бизнес-парк у пересечения Московского шоссе и проспекта Карла Маркса, парковка на территории.",
      },
    ],
  },
  {
    id: 10,
    name: "Уфа",
    region: "Республика Башкортостан",
    regionId: 2,
    offices: [
      {
        title: "Офис в Уфе",
        address: "450006, г. Уфа, ул. Ленина, д. 70, деловой центр «Белая река», 5 этаж",
        phones: ["+7 347 246-35-35"],
        email: "ufa@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 54.7298,
        lon: 55.9491,
        isMain: true,
        note: "Время работы — местное (UTC+5). Платная парковка у делового центра.",
      },
    ],
  },
  {
    id: 11,
    name: "Челябинск",
    region: "Челябинская область",
    regionId: 74,
    offices: [
      {
        title: "Офис в Челябинске",
        address: "454091, г. Челябинск, проспект Ленина, д. 21В, офис 515",
        phones: ["+7 351 222-35-35"],
        email: "chelyabinsk@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 55.1599,
        lon: 61.4025,
        isMain: true,
        note: "Время работы — местное (UTC+5). Работает специалист по технике для карьеров и дорожного строительства.",
      },
    ],
  },
  {
    id: 12,
    name: "Воронеж",
    region: "Воронежская область",
    regionId: 36,
    offices: [
      {
        title: "Офис в Воронеже",
        address: "394030, г. Воронеж, ул. Кольцовская, д. 35, деловой центр «Кольцовский», офис 9",
        phones: ["+7 473 200-35-35"],
        email: "voronezh@leasing-auto.ru",
        hours: WEEKDAYS,
        lat: 51.6683,
        lon: 39.1919,
        isMain: true,
        note: "Открыт в марте 2026 года. Парковка у делового центра.",
      },
    ],
  },
];
