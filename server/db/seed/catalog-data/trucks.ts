import { type ModelSeed, type TrimSeed, trim } from "./model-seed.ts";

/**
 * New light commercial vehicles and trucks on the Russian market, 2026: one model, several bodies and chassis
 * (a trim carries its own type and body). Prices in roubles with VAT 22 %; plausible demo figures.
 */

function truck(
  brand: string,
  slug: string,
  name: string,
  group: "commercial" | "heavy",
  since: number,
  popularity: number,
  trims: TrimSeed[],
  extra: Partial<ModelSeed> = {},
): ModelSeed {
  const first = trims[0];
  return {
    slug: `${brand}-${slug}`,
    brand,
    name,
    section: "trucks",
    group,
    type: first?.type ?? "flatbed",
    body: first?.body ?? "platform",
    since,
    popularity,
    colors: ["white", "blue", "red", "silver", "grey"],
    trims,
    ...extra,
  };
}

const flatbed = { type: "flatbed", body: "platform" } as const;
const tent = { type: "flatbed", body: "tent" } as const;
const cargoVan = { type: "van", body: "cargo-van" } as const;
const iso = { type: "van", body: "isothermal" } as const;
const reefer = { type: "van", body: "refrigerator" } as const;
const bus = { type: "bus", body: "minibus" } as const;
const chassis = { type: "chassis", body: "chassis-cab" } as const;
const dump = { type: "dump", body: "dump-body" } as const;
const tractor = { type: "tractor", body: "tractor-unit" } as const;

const heavyColors = ["white", "blue", "red", "orange", "yellow", "grey"];

export const TRUCK_MODELS: ModelSeed[] = [
  // ГАЗ
  truck(
    "gaz",
    "gazelle-nn",
    "Газель NN",
    "commercial",
    2021,
    10,
    [
      trim("Бортовая 3 м, 2.8D 149 л.с.", 3_690_000, 149, 2800, "manual", "rwd", "diesel", {
        ...flatbed,
        axles: "4x2",
        gvw: 3.5,
        payload: 1.5,
      }),
      trim("Бортовая 3 м, 2.7 107 л.с.", 3_190_000, 107, 2690, "manual", "rwd", "petrol", {
        ...flatbed,
        axles: "4x2",
        gvw: 3.5,
        payload: 1.5,
      }),
      trim("Бортовая 3 м, 2.7 метан", 3_390_000, 107, 2690, "manual", "rwd", "gas", {
        ...flatbed,
        axles: "4x2",
        gvw: 3.5,
        payload: 1.4,
      }),
      trim("Бортовая 4x4, 2.8D 149 л.с.", 4_490_000, 149, 2800, "manual", "awd", "diesel", {
        ...flatbed,
        axles: "4x4",
        gvw: 3.5,
        payload: 1.3,
      }),
      trim("Цельнометаллический фургон, 2.8D", 4_190_000, 149, 2800, "manual", "rwd", "diesel", {
        ...cargoVan,
        axles: "4x2",
        gvw: 3.5,
        payload: 1.5,
      }),
      trim("Изотермический фургон, 2.8D", 4_390_000, 149, 2800, "manual", "rwd", "diesel", {
        ...iso,
        axles: "4x2",
        gvw: 3.5,
        payload: 1.3,
      }),
    ],
    {
      note: "Новое поколение «Газели»: кабина с улучшенной шумоизоляцией, дизель 2,8 л, до 1,5 т груза с правами категории B.",
    },
  ),
  truck("gaz", "gazelle-next", "Газель Next", "commercial", 2013, 8, [
    trim("Бортовая, 2.8D 149 л.с.", 3_390_000, 149, 2800, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 3.5,
      payload: 1.5,
    }),
    trim("Бортовая, 2.7 107 л.с.", 2_990_000, 107, 2690, "manual", "rwd", "petrol", {
      ...flatbed,
      axles: "4x2",
      gvw: 3.5,
      payload: 1.5,
    }),
    trim("Тентованная 4,6 т, 2.8D", 3_890_000, 149, 2800, "manual", "rwd", "diesel", {
      ...tent,
      axles: "4x2",
      gvw: 4.6,
      payload: 2.4,
    }),
    trim("Цельнометаллический фургон, 2.8D", 3_790_000, 149, 2800, "manual", "rwd", "diesel", {
      ...cargoVan,
      axles: "4x2",
      gvw: 3.5,
      payload: 1.4,
    }),
    trim("Микроавтобус Citiline, 2.8D", 4_690_000, 149, 2800, "manual", "rwd", "diesel", {
      ...bus,
      axles: "4x2",
      gvw: 4.6,
    }),
  ]),
  truck("gaz", "sobol-nn", "Соболь NN", "commercial", 2023, 6, [
    trim("Фургон, 2.8D 149 л.с.", 3_490_000, 149, 2800, "manual", "rwd", "diesel", {
      ...cargoVan,
      axles: "4x2",
      gvw: 3.5,
      payload: 1.0,
    }),
    trim("Фургон 4x4, 2.8D 149 л.с.", 4_190_000, 149, 2800, "manual", "awd", "diesel", {
      ...cargoVan,
      axles: "4x4",
      gvw: 3.5,
      payload: 0.9,
    }),
    trim("Микроавтобус «Баргузин», 2.8D", 3_990_000, 149, 2800, "manual", "rwd", "diesel", {
      ...bus,
      axles: "4x2",
      gvw: 3.5,
    }),
    trim("Микроавтобус 4x4, 2.8D", 4_590_000, 149, 2800, "manual", "awd", "diesel", { ...bus, axles: "4x4", gvw: 3.5 }),
  ]),
  truck("gaz", "gazelle-city", "Газель City", "commercial", 2022, 3, [
    trim("Цельнометаллический фургон, 2.8D 150 л.с.", 4_690_000, 150, 2800, "manual", "rwd", "diesel", {
      ...cargoVan,
      axles: "4x2",
      gvw: 4.6,
      payload: 2.0,
    }),
    trim("Микроавтобус, 2.8D 150 л.с.", 5_290_000, 150, 2800, "manual", "rwd", "diesel", {
      ...bus,
      axles: "4x2",
      gvw: 4.6,
    }),
  ]),
  truck("gaz", "valdai-next", "Валдай Next", "commercial", 2019, 2, [
    trim("Бортовой 7,5 т, 3.8D 150 л.с.", 4_790_000, 150, 3760, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 7.5,
      payload: 3.6,
    }),
    trim("Изотермический фургон, 3.8D", 5_390_000, 150, 3760, "manual", "rwd", "diesel", {
      ...iso,
      axles: "4x2",
      gvw: 7.5,
      payload: 3.0,
    }),
  ]),
  truck("gaz", "gazon-next", "ГАЗон Next", "heavy", 2014, 5, [
    trim("Бортовой 10 т, 4.4D 149 л.с.", 5_290_000, 149, 4430, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 10,
      payload: 5.5,
    }),
    trim("Изотермический фургон 10 т", 5_990_000, 149, 4430, "manual", "rwd", "diesel", {
      ...iso,
      axles: "4x2",
      gvw: 10,
      payload: 4.8,
    }),
    trim("Самосвал 10 т", 5_890_000, 149, 4430, "manual", "rwd", "diesel", {
      ...dump,
      axles: "4x2",
      gvw: 10,
      payload: 5.0,
    }),
    trim("Шасси 10 т", 4_990_000, 149, 4430, "manual", "rwd", "diesel", {
      ...chassis,
      axles: "4x2",
      gvw: 10,
      payload: 6.1,
    }),
  ]),
  // Sollers, УАЗ
  truck("sollers", "atlant", "Atlant", "commercial", 2022, 4, [
    trim("Цельнометаллический фургон, 2.2D 136 л.с.", 4_190_000, 136, 2198, "manual", "rwd", "diesel", {
      ...cargoVan,
      axles: "4x2",
      gvw: 3.5,
      payload: 1.4,
    }),
    trim("Микроавтобус, 2.2D 136 л.с.", 4_790_000, 136, 2198, "manual", "rwd", "diesel", {
      ...bus,
      axles: "4x2",
      gvw: 3.5,
    }),
  ]),
  truck("sollers", "argo", "Argo", "commercial", 2023, 3, [
    trim("Бортовой, 2.2D 150 л.с.", 3_690_000, 150, 2198, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 3.5,
      payload: 1.5,
    }),
    trim("Шасси, 2.2D 150 л.с.", 3_490_000, 150, 2198, "manual", "rwd", "diesel", {
      ...chassis,
      axles: "4x2",
      gvw: 3.5,
      payload: 1.8,
    }),
  ]),
  truck(
    "uaz",
    "profi",
    "Профи",
    "commercial",
    2017,
    4,
    [
      trim("Бортовой, 2.7 150 л.с.", 2_390_000, 150, 2693, "manual", "rwd", "petrol", {
        ...flatbed,
        axles: "4x2",
        gvw: 3.5,
        payload: 1.5,
      }),
      trim("Бортовой 4x4, 2.7 150 л.с.", 2_690_000, 150, 2693, "manual", "awd", "petrol", {
        ...flatbed,
        axles: "4x4",
        gvw: 3.5,
        payload: 1.3,
      }),
      trim("Изотермический фургон, 2.7", 2_790_000, 150, 2693, "manual", "rwd", "petrol", {
        ...iso,
        axles: "4x2",
        gvw: 3.5,
        payload: 1.1,
      }),
    ],
    { colors: ["white", "silver", "green", "blue"] },
  ),
  // Isuzu
  truck(
    "isuzu",
    "elf",
    "ELF",
    "commercial",
    2016,
    5,
    [
      trim("ELF 3.5 бортовой, 3.0D 124 л.с.", 4_490_000, 124, 2999, "manual", "rwd", "diesel", {
        ...flatbed,
        axles: "4x2",
        gvw: 3.5,
        payload: 1.6,
      }),
      trim("ELF 5.2 изотермический фургон", 5_390_000, 150, 2999, "manual", "rwd", "diesel", {
        ...iso,
        axles: "4x2",
        gvw: 5.2,
        payload: 2.3,
      }),
      trim("ELF 7.5 шасси, 5.2D 155 л.с.", 5_790_000, 155, 5193, "manual", "rwd", "diesel", {
        ...chassis,
        axles: "4x2",
        gvw: 7.5,
        payload: 4.5,
      }),
      trim("ELF 7.5 рефрижератор", 6_890_000, 155, 5193, "manual", "rwd", "diesel", {
        ...reefer,
        axles: "4x2",
        gvw: 7.5,
        payload: 3.4,
      }),
    ],
    { colors: ["white", "silver", "blue"] },
  ),
  truck(
    "isuzu",
    "forward",
    "Forward",
    "heavy",
    2016,
    2,
    [
      trim("Forward 12.0 бортовой, 5.2D 190 л.с.", 7_490_000, 190, 5193, "manual", "rwd", "diesel", {
        ...flatbed,
        axles: "4x2",
        gvw: 12,
        payload: 6.8,
      }),
      trim("Forward 18.0 шасси, 7.8D 240 л.с.", 8_490_000, 240, 7790, "manual", "rwd", "diesel", {
        ...chassis,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
    ],
    { colors: ["white", "silver", "blue"] },
  ),
  // JAC, Foton, FAW
  truck("jac", "n56", "N56", "commercial", 2021, 3, [
    trim("Бортовой, 2.8D 129 л.с.", 3_590_000, 129, 2771, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 5.5,
      payload: 2.6,
    }),
    trim("Изотермический фургон, 2.8D", 3_990_000, 129, 2771, "manual", "rwd", "diesel", {
      ...iso,
      axles: "4x2",
      gvw: 5.5,
      payload: 2.2,
    }),
  ]),
  truck("jac", "n80", "N80", "commercial", 2020, 5, [
    trim("Бортовой, 3.8D 154 л.с.", 4_590_000, 154, 3760, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 8.5,
      payload: 4.5,
    }),
    trim("Изотермический фургон, 3.8D", 5_190_000, 154, 3760, "manual", "rwd", "diesel", {
      ...iso,
      axles: "4x2",
      gvw: 8.5,
      payload: 3.9,
    }),
    trim("Шасси, 3.8D 154 л.с.", 4_290_000, 154, 3760, "manual", "rwd", "diesel", {
      ...chassis,
      axles: "4x2",
      gvw: 8.5,
      payload: 5.3,
    }),
  ]),
  truck("jac", "n120", "N120", "heavy", 2020, 4, [
    trim("Бортовой, 4.5D 180 л.с.", 5_990_000, 180, 4500, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 12,
      payload: 6.5,
    }),
    trim("Рефрижератор, 4.5D", 7_290_000, 180, 4500, "manual", "rwd", "diesel", {
      ...reefer,
      axles: "4x2",
      gvw: 12,
      payload: 5.2,
    }),
    trim("Шасси, 4.5D 180 л.с.", 5_690_000, 180, 4500, "manual", "rwd", "diesel", {
      ...chassis,
      axles: "4x2",
      gvw: 12,
      payload: 7.4,
    }),
    trim("Самосвал, 4.5D 180 л.с.", 6_490_000, 180, 4500, "manual", "rwd", "diesel", {
      ...dump,
      axles: "4x2",
      gvw: 12,
      payload: 6.0,
    }),
  ]),
  truck("foton", "aumark-s", "Aumark S", "commercial", 2021, 3, [
    trim("Бортовой, 2.8D 150 л.с.", 3_790_000, 150, 2776, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 4.5,
      payload: 2.0,
    }),
    trim("Изотермический фургон, 2.8D", 4_290_000, 150, 2776, "manual", "rwd", "diesel", {
      ...iso,
      axles: "4x2",
      gvw: 4.5,
      payload: 1.7,
    }),
  ]),
  truck(
    "foton",
    "auman",
    "Auman EST",
    "heavy",
    2021,
    4,
    [
      trim("Тягач 4x2, 11.8D 460 л.с.", 12_490_000, 460, 11800, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("Тягач 6x4, 11.8D 460 л.с.", 13_590_000, 460, 11800, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "6x4",
        gvw: 25,
        payload: 16,
      }),
      trim("Самосвал 6x4, 9.7D 380 л.с.", 11_290_000, 380, 9726, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 25,
        payload: 15,
      }),
    ],
    { colors: heavyColors },
  ),
  truck("faw", "tiger-v", "Tiger V", "commercial", 2021, 4, [
    trim("Бортовой, 2.5D 116 л.с.", 3_190_000, 116, 2499, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 4.5,
      payload: 2.0,
    }),
    trim("Изотермический фургон, 2.5D", 3_590_000, 116, 2499, "manual", "rwd", "diesel", {
      ...iso,
      axles: "4x2",
      gvw: 4.5,
      payload: 1.7,
    }),
  ]),
  truck(
    "faw",
    "j6",
    "J6",
    "heavy",
    2019,
    4,
    [
      trim("Самосвал 6x4, 11.0D 420 л.с.", 11_490_000, 420, 11040, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 25,
        payload: 15,
      }),
      trim("Самосвал 8x4, 11.0D 420 л.с.", 12_290_000, 420, 11040, "manual", "rwd", "diesel", {
        ...dump,
        axles: "8x4",
        gvw: 31,
        payload: 19,
      }),
      trim("Тягач 6x4, 11.0D 420 л.с.", 11_990_000, 420, 11040, "manual", "rwd", "diesel", {
        ...tractor,
        axles: "6x4",
        gvw: 25,
        payload: 16,
      }),
    ],
    { colors: heavyColors },
  ),
  truck(
    "faw",
    "j7",
    "J7",
    "heavy",
    2021,
    5,
    [
      trim("Тягач 4x2, 12.5D 550 л.с.", 14_490_000, 550, 12520, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("Тягач 6x4, 12.5D 550 л.с.", 15_290_000, 550, 12520, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "6x4",
        gvw: 25,
        payload: 16,
      }),
    ],
    { colors: heavyColors },
  ),
  // Sitrak, Howo, Shacman, Dongfeng
  truck(
    "sitrak",
    "c7h",
    "C7H",
    "heavy",
    2019,
    9,
    [
      trim("Тягач 4x2, MC11 440 л.с.", 13_990_000, 440, 10520, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("Тягач 6x4, MC13 540 л.с.", 15_990_000, 540, 12419, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "6x4",
        gvw: 25,
        payload: 16,
      }),
      trim("Самосвал 6x4, MC11 440 л.с.", 14_490_000, 440, 10520, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 25,
        payload: 15,
      }),
      trim("Самосвал 8x4, MC13 480 л.с.", 15_490_000, 480, 12419, "manual", "rwd", "diesel", {
        ...dump,
        axles: "8x4",
        gvw: 31,
        payload: 19,
      }),
    ],
    {
      colors: heavyColors,
      note: "Магистральный тягач и самосвал Sinotruk премиум-линейки: двигатели MAN по лицензии, кабина со спальником.",
    },
  ),
  truck(
    "howo",
    "t5g",
    "T5G",
    "heavy",
    2018,
    6,
    [
      trim("Тягач 6x4, MC11 440 л.с.", 11_490_000, 440, 10520, "manual", "rwd", "diesel", {
        ...tractor,
        axles: "6x4",
        gvw: 25,
        payload: 16,
      }),
      trim("Самосвал 6x4, MC11 440 л.с.", 10_990_000, 440, 10520, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 25,
        payload: 15,
      }),
      trim("Самосвал 8x4, MC11 440 л.с.", 11_990_000, 440, 10520, "manual", "rwd", "diesel", {
        ...dump,
        axles: "8x4",
        gvw: 31,
        payload: 19,
      }),
    ],
    { colors: heavyColors },
  ),
  truck(
    "howo",
    "tx",
    "TX",
    "heavy",
    2021,
    5,
    [
      trim("Самосвал 8x4, MC11 400 л.с.", 11_290_000, 400, 10520, "manual", "rwd", "diesel", {
        ...dump,
        axles: "8x4",
        gvw: 31,
        payload: 19,
      }),
      trim("Тягач 4x2, MC11 440 л.с.", 10_490_000, 440, 10520, "manual", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("Бортовой тент 6x4, MC11 400 л.с.", 10_290_000, 400, 10520, "manual", "rwd", "diesel", {
        ...tent,
        axles: "6x4",
        gvw: 25,
        payload: 14,
      }),
    ],
    { colors: heavyColors },
  ),
  truck(
    "shacman",
    "x3000",
    "X3000",
    "heavy",
    2017,
    8,
    [
      trim("Тягач 4x2, WP12 430 л.с.", 11_990_000, 430, 11596, "manual", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("Тягач 6x4, WP13 550 л.с.", 13_790_000, 550, 12540, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "6x4",
        gvw: 25,
        payload: 16,
      }),
      trim("Самосвал 6x4, WP12 430 л.с.", 12_490_000, 430, 11596, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 25,
        payload: 15,
      }),
      trim("Самосвал 8x4, WP12 430 л.с.", 13_290_000, 430, 11596, "manual", "rwd", "diesel", {
        ...dump,
        axles: "8x4",
        gvw: 31,
        payload: 19,
      }),
    ],
    { colors: heavyColors },
  ),
  truck(
    "shacman",
    "x6000",
    "X6000",
    "heavy",
    2022,
    3,
    [
      trim("Тягач 4x2, WP15 600 л.с.", 15_990_000, 600, 15000, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
    ],
    { colors: heavyColors },
  ),
  truck(
    "shacman",
    "l3000",
    "L3000",
    "heavy",
    2021,
    3,
    [
      trim("Бортовой 4x2, WP7 240 л.с.", 7_490_000, 240, 7470, "manual", "rwd", "diesel", {
        ...flatbed,
        axles: "4x2",
        gvw: 18,
        payload: 10,
      }),
      trim("Изотермический фургон 4x2, WP7", 8_290_000, 240, 7470, "manual", "rwd", "diesel", {
        ...iso,
        axles: "4x2",
        gvw: 18,
        payload: 9,
      }),
    ],
    { colors: heavyColors },
  ),
  truck(
    "dongfeng",
    "gx",
    "GX",
    "heavy",
    2021,
    3,
    [
      trim("Тягач 4x2, DDi13 465 л.с.", 11_490_000, 465, 12880, "manual", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("Тягач 6x4, DDi13 465 л.с.", 12_590_000, 465, 12880, "manual", "rwd", "diesel", {
        ...tractor,
        axles: "6x4",
        gvw: 25,
        payload: 16,
      }),
    ],
    { colors: heavyColors },
  ),
  // КАМАЗ, МАЗ, Mercedes-Benz
  truck(
    "kamaz",
    "54901",
    "54901",
    "heavy",
    2019,
    8,
    [
      trim("Тягач 4x2, 12.0D 450 л.с.", 12_190_000, 450, 11950, "manual", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("Тягач 4x2 «Люкс», 12.0D 450 л.с. АМТ", 13_290_000, 450, 11950, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
    ],
    {
      colors: ["white", "blue", "orange", "red"],
      note: "Магистральный тягач поколения К5 с кабиной со спальным местом и двигателем КАМАЗ Р6.",
    },
  ),
  truck(
    "kamaz",
    "65115",
    "65115",
    "heavy",
    2006,
    8,
    [
      trim("Самосвал 6x4, 6.7D 300 л.с.", 8_490_000, 300, 6700, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 25,
        payload: 15,
      }),
      trim("Самосвал 6x4, метан 300 л.с.", 8_990_000, 300, 11760, "manual", "rwd", "gas", {
        ...dump,
        axles: "6x4",
        gvw: 25,
        payload: 14,
      }),
      trim("Шасси 6x4, 6.7D 300 л.с.", 7_990_000, 300, 6700, "manual", "rwd", "diesel", {
        ...chassis,
        axles: "6x4",
        gvw: 25,
        payload: 16,
      }),
    ],
    { colors: ["orange", "blue", "white", "red", "yellow"] },
  ),
  truck(
    "kamaz",
    "6520",
    "6520",
    "heavy",
    2008,
    6,
    [
      trim("Самосвал 6x4, 11.8D 400 л.с.", 10_990_000, 400, 11760, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 33,
        payload: 20,
      }),
      trim("Самосвал 6x4 К5, 12.0D 450 л.с.", 11_790_000, 450, 11950, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 33,
        payload: 20,
      }),
    ],
    { colors: ["orange", "blue", "white", "yellow"] },
  ),
  truck(
    "kamaz",
    "43118",
    "43118",
    "heavy",
    2005,
    4,
    [
      trim("Бортовой 6x6, 6.7D 300 л.с.", 8_990_000, 300, 6700, "manual", "awd", "diesel", {
        ...flatbed,
        axles: "6x6",
        gvw: 21,
        payload: 10,
      }),
      trim("Тентованный 6x6, 6.7D 300 л.с.", 9_290_000, 300, 6700, "manual", "awd", "diesel", {
        ...tent,
        axles: "6x6",
        gvw: 21,
        payload: 10,
      }),
      trim("Шасси 6x6, 6.7D 300 л.с.", 8_590_000, 300, 6700, "manual", "awd", "diesel", {
        ...chassis,
        axles: "6x6",
        gvw: 21,
        payload: 12,
      }),
    ],
    { colors: ["orange", "blue", "green", "white"] },
  ),
  truck("kamaz", "compass-9", "Компас 9", "commercial", 2023, 4, [
    trim("Бортовой, 4.5D 150 л.с.", 4_990_000, 150, 4500, "manual", "rwd", "diesel", {
      ...flatbed,
      axles: "4x2",
      gvw: 9,
      payload: 4.5,
    }),
    trim("Изотермический фургон, 4.5D", 5_490_000, 150, 4500, "manual", "rwd", "diesel", {
      ...iso,
      axles: "4x2",
      gvw: 9,
      payload: 4.0,
    }),
  ]),
  truck(
    "maz",
    "5440",
    "5440",
    "heavy",
    2015,
    3,
    [
      trim("Тягач 4x2, 11.1D 420 л.с.", 9_790_000, 420, 11120, "manual", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("Тягач 4x2 АМТ, 11.1D 420 л.с.", 10_590_000, 420, 11120, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
    ],
    { colors: ["blue", "white", "red", "grey"] },
  ),
  truck(
    "maz",
    "6501",
    "6501",
    "heavy",
    2014,
    3,
    [
      trim("Самосвал 6x4, 11.1D 420 л.с.", 10_290_000, 420, 11120, "manual", "rwd", "diesel", {
        ...dump,
        axles: "6x4",
        gvw: 33,
        payload: 20,
      }),
    ],
    { colors: ["blue", "white", "orange", "yellow"] },
  ),
  truck(
    "mercedes-benz",
    "actros",
    "Actros",
    "heavy",
    2019,
    3,
    [
      trim("1845 LS тягач 4x2, 12.8D 449 л.с.", 17_990_000, 449, 12809, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "4x2",
        gvw: 18,
        payload: 11,
      }),
      trim("2651 LS тягач 6x4, 15.6D 510 л.с.", 21_490_000, 510, 15600, "robot", "rwd", "diesel", {
        ...tractor,
        axles: "6x4",
        gvw: 26,
        payload: 16,
      }),
    ],
    { colors: ["white", "silver", "black", "blue", "red"] },
  ),
];
