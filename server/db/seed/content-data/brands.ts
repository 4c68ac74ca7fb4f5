export interface BrandLinkSeed {
  regionId: number;
  brandCode: string;
  brand: string;
  category: "cars" | "trucks";
  dealers: string[];
}

const BRANDS: Record<string, { name: string; category: "cars" | "trucks" }> = {
  haval: { name: "Haval", category: "cars" },
  chery: { name: "Chery", category: "cars" },
  geely: { name: "Geely", category: "cars" },
  lada: { name: "Lada", category: "cars" },
  changan: { name: "Changan", category: "cars" },
  tank: { name: "Tank", category: "cars" },
  exeed: { name: "Exeed", category: "cars" },
  omoda: { name: "Omoda", category: "cars" },
  gaz: { name: "ГАЗ", category: "trucks" },
  kamaz: { name: "КАМАЗ", category: "trucks" },
  sitrak: { name: "SITRAK", category: "trucks" },
  shacman: { name: "SHACMAN", category: "trucks" },
  faw: { name: "FAW", category: "trucks" },
  howo: { name: "HOWO", category: "trucks" },
  foton: { name: "Foton", category: "trucks" },
  isuzu: { name: "Isuzu", category: "trucks" },
  jac: { name: "JAC", category: "trucks" },
  maz: { name: "МАЗ", category: "trucks" },
  sollers: { name: "Sollers", category: "trucks" },
};

/**
 * Region → brand codes (the catalogue's brand slugs) with the partner dealers that sell them there
 * (dealer names are fictional). Links lead to the catalogue landing /catalog/<cars|trucks>/<brand>/.
 */
const MAP: Record<number, Record<string, string[]>> = {
  77: {
    haval: ["ГК «АвтоСфера»"],
    chery: ["ГК «АвтоСфера»", "«Столица Моторс»"],
    geely: ["ГК «АвтоСфера»"],
    lada: ["«Столица Моторс»"],
    changan: ["«Столица Моторс»"],
    tank: ["ГК «АвтоСфера»"],
    exeed: ["«Столица Моторс»"],
    omoda: ["ГК «АвтоСфера»"],
    gaz: ["«ТракСервис Москва»"],
    kamaz: ["«ТракСервис Москва»"],
    sitrak: ["«ТракСервис Москва»"],
    shacman: ["«ТракСервис Москва»"],
    faw: ["«Грузовой центр Подмосковье»"],
    foton: ["«ТракСервис Москва»"],
    isuzu: ["«ТракСервис Москва»"],
    maz: ["«Грузовой центр Подмосковье»"],
    sollers: ["«ТракСервис Москва»"],
  },
  78: {
    haval: ["ГК «АвтоСфера»"],
    chery: ["ГК «АвтоСфера»"],
    geely: ["«Нева-Авто»"],
    lada: ["«Нева-Авто»"],
    changan: ["«Нева-Авто»"],
    gaz: ["«Балтийский грузовой центр»"],
    kamaz: ["«Балтийский грузовой центр»"],
    sitrak: ["«Балтийский грузовой центр»"],
    shacman: ["«Балтийский грузовой центр»"],
    foton: ["«Балтийский грузовой центр»"],
    sollers: ["«Балтийский грузовой центр»"],
  },
  66: {
    haval: ["«Урал-Авто»"],
    chery: ["«Урал-Авто»"],
    lada: ["«Урал-Авто»"],
    kamaz: ["«ТракЦентр Урал»"],
    sitrak: ["«ТракЦентр Урал»"],
    shacman: ["«ТракЦентр Урал»"],
    howo: ["«ТракЦентр Урал»"],
    isuzu: ["«ТракЦентр Урал»"],
    jac: ["«ТракЦентр Урал»"],
  },
  54: {
    haval: ["«Сибирь-Моторс»"],
    geely: ["«Сибирь-Моторс»"],
    lada: ["«Сибирь-Моторс»"],
    kamaz: ["«СибТрак»"],
    faw: ["«СибТрак»"],
    shacman: ["«СибТрак»"],
    foton: ["«СибТрак»"],
  },
  16: {
    haval: ["«Волга-Моторс»"],
    lada: ["«Волга-Моторс»"],
    chery: ["«Казань-Авто»"],
    gaz: ["«Волга-Моторс»"],
    kamaz: ["«КамаТракСервис»"],
    sitrak: ["«КамаТракСервис»"],
    isuzu: ["«КамаТракСервис»"],
  },
  52: {
    haval: ["ГК «АвтоСфера»"],
    chery: ["ГК «АвтоСфера»"],
    lada: ["«Нижегородец-Авто»"],
    gaz: ["«Нижегородец-Авто»"],
    kamaz: ["«Волжский грузовой центр»"],
    shacman: ["«Волжский грузовой центр»"],
  },
  23: {
    haval: ["«Кубань-Авто»"],
    geely: ["«Кубань-Авто»"],
    changan: ["«Кубань-Авто»"],
    kamaz: ["«ЮгТрак»"],
    sitrak: ["«ЮгТрак»"],
    foton: ["«ЮгТрак»"],
    isuzu: ["«ЮгТрак»"],
    jac: ["«ЮгТрак»"],
  },
  61: {
    haval: ["«Дон-Моторс»"],
    chery: ["«Дон-Моторс»"],
    lada: ["«Дон-Моторс»"],
    kamaz: ["«ЮгТрак»"],
    howo: ["«ЮгТрак»"],
    foton: ["«ЮгТрак»"],
    jac: ["«ЮгТрак»"],
  },
  63: {
    lada: ["«Волга-Моторс»"],
    haval: ["«Волга-Моторс»"],
    geely: ["«Самара-Авто»"],
    gaz: ["«Волга-Моторс»"],
    kamaz: ["«Самара-Трак»"],
    shacman: ["«Самара-Трак»"],
  },
  2: {
    haval: ["«Волга-Моторс»"],
    lada: ["«Волга-Моторс»"],
    gaz: ["«Волга-Моторс»"],
    kamaz: ["«Башавтотрак»"],
    shacman: ["«Башавтотрак»"],
    isuzu: ["«Башавтотрак»"],
  },
  74: {
    haval: ["«Южный Урал Авто»"],
    chery: ["«Южный Урал Авто»"],
    kamaz: ["«ТракЦентр Урал»"],
    sitrak: ["«ТракЦентр Урал»"],
    howo: ["«ТракЦентр Урал»"],
    isuzu: ["«ТракЦентр Урал»"],
    foton: ["«ТракЦентр Урал»"],
  },
  36: {
    haval: ["«Черноземье-Авто»"],
    lada: ["«Черноземье-Авто»"],
    gaz: ["«Черноземье-Авто»"],
    kamaz: ["«Воронеж-Трак»"],
    shacman: ["«Воронеж-Трак»"],
    jac: ["«Воронеж-Трак»"],
  },
};

export const BRAND_LINKS: BrandLinkSeed[] = Object.entries(MAP).flatMap(([region, brands]) =>
  Object.entries(brands).map(([code, dealers]) => {
    const brand = BRANDS[code];
    if (!brand) throw new Error(`brand map: unknown brand ${code}`);
    return { regionId: Number(region), brandCode: code, brand: brand.name, category: brand.category, dealers };
  }),
);
