import type { BasisPoints, Cents } from '../engine/money';

/** Contribution base bounds in force for a period (monthly, cents). */
export interface BasePeriod {
  readonly floor: Cents;
  readonly cap: Cents;
  readonly effectiveFrom: string;
  /** Inclusive; null while in force. */
  readonly effectiveTo: string | null;
}

/** Employee-side rates of 三险一金. */
interface CityRates {
  readonly pension: BasisPoints;
  readonly medical: BasisPoints;
  /** A fixed monthly amount on top of the medical rate (北京 大额医疗互助 3 元). */
  readonly medicalFixed: Cents;
  readonly unemployment: BasisPoints;
  /** Default housing fund rate, and the range a company may choose from. */
  readonly housingFund: BasisPoints;
  readonly housingFundMin: BasisPoints;
  readonly housingFundMax: BasisPoints;
}

export interface City {
  readonly name: string;
  readonly province: string;
  /** Full pinyin, for search; its first letter is the index letter. */
  readonly pinyin: string;
  /** 住房租金 monthly deduction tier (国发〔2018〕41号 第二十二条). */
  readonly rentTier: Cents;
  readonly rates: CityRates;
  readonly socialBase: readonly BasePeriod[];
  readonly housingFundBase: readonly BasePeriod[];
  /** 上年职工平均工资 (annual), the severance exemption's basis. */
  readonly averageAnnualWage: { readonly value: Cents; readonly year: number };
  /** True while figures are not taken from the city's official notice. */
  readonly toBeConfirmed: boolean;
  /** Where the figures come from, in Chinese. */
  readonly source: string;
}

/** 直辖市、省会（首府）城市、计划单列市: 1,500; 户籍人口超过100万的其他城市 1,100; others 800. */
const RENT_TIERS = {
  major: 150_000,
  large: 110_000,
  other: 80_000,
} as const satisfies Record<string, Cents>;

const yuan = (v: number): Cents => Math.round(v * 100);

const ESTIMATE_SOURCE =
  '估算：以省（市）上年全口径城镇单位就业人员月平均工资估值的60%和300%作社保缴费基数下限和上限，平均工资同一估值；以当地人社、公积金中心公告为准';

interface Estimate {
  name: string;
  province: string;
  pinyin: string;
  /** Estimated monthly average wage (yuan) of the province in 2023, used for the 2024-07 bases. */
  avgMonthly: number;
  unemployment?: number;
  housingFund?: number;
  rentTier?: Cents;
}

const DEFAULT_RATES = {
  pension: 800,
  medical: 200,
  medicalFixed: 0,
  unemployment: 50,
  housingFund: 1200,
  housingFundMin: 500,
  housingFundMax: 1200,
};

/** A city whose bases are derived from an estimated average wage; always to be confirmed. */
function estimated(e: Estimate): City {
  const avg = yuan(e.avgMonthly);
  const base: BasePeriod = {
    floor: Math.round((avg * 6) / 10),
    cap: avg * 3,
    effectiveFrom: '2024-07-01',
    effectiveTo: null,
  };
  return {
    name: e.name,
    province: e.province,
    pinyin: e.pinyin,
    rentTier: e.rentTier ?? RENT_TIERS.major,
    rates: {
      ...DEFAULT_RATES,
      unemployment: e.unemployment ?? 50,
      housingFund: e.housingFund ?? 1200,
    },
    socialBase: [base],
    housingFundBase: [base],
    averageAnnualWage: { value: avg * 12, year: 2023 },
    toBeConfirmed: true,
    source: ESTIMATE_SOURCE,
  };
}

const NOT_OFFICIAL = '据公开报道整理，未取自官方公告，待确认';

const BEIJING: City = {
  name: '北京',
  province: '北京',
  pinyin: 'beijing',
  rentTier: RENT_TIERS.major,
  rates: {
    pension: 800,
    medical: 200,
    medicalFixed: 300,
    unemployment: 50,
    housingFund: 1200,
    housingFundMin: 500,
    housingFundMax: 1200,
  },
  socialBase: [
    { floor: yuan(6821), cap: yuan(35283), effectiveFrom: '2024-07-01', effectiveTo: '2025-06-30' },
    { floor: yuan(7162), cap: yuan(35811), effectiveFrom: '2025-07-01', effectiveTo: null },
  ],
  housingFundBase: [
    { floor: yuan(2420), cap: yuan(35283), effectiveFrom: '2024-07-01', effectiveTo: '2025-06-30' },
    { floor: yuan(2540), cap: yuan(35811), effectiveFrom: '2025-07-01', effectiveTo: null },
  ],
  // 上限 35,811 = 平均工资 × 300% → 月平均 11,937.
  averageAnnualWage: { value: yuan(11937) * 12, year: 2024 },
  toBeConfirmed: true,
  source: NOT_OFFICIAL,
};

const SHANGHAI: City = {
  name: '上海',
  province: '上海',
  pinyin: 'shanghai',
  rentTier: RENT_TIERS.major,
  rates: {
    pension: 800,
    medical: 200,
    medicalFixed: 0,
    unemployment: 50,
    housingFund: 700,
    housingFundMin: 500,
    housingFundMax: 700,
  },
  socialBase: [
    { floor: yuan(7384), cap: yuan(36921), effectiveFrom: '2024-07-01', effectiveTo: '2025-06-30' },
  ],
  housingFundBase: [
    { floor: yuan(2690), cap: yuan(36921), effectiveFrom: '2024-07-01', effectiveTo: '2025-06-30' },
  ],
  // 上限 36,921 = 平均工资 × 300% → 月平均 12,307.
  averageAnnualWage: { value: yuan(12307) * 12, year: 2023 },
  toBeConfirmed: true,
  source: NOT_OFFICIAL,
};

const SHENZHEN: City = {
  name: '深圳',
  province: '广东',
  pinyin: 'shenzhen',
  rentTier: RENT_TIERS.major,
  rates: {
    pension: 800,
    medical: 200,
    medicalFixed: 0,
    unemployment: 30,
    housingFund: 500,
    housingFundMin: 500,
    housingFundMax: 1200,
  },
  // 养老保险执行广东省统一基数.
  socialBase: [
    { floor: yuan(4492), cap: yuan(27501), effectiveFrom: '2024-01-01', effectiveTo: null },
  ],
  housingFundBase: [
    { floor: yuan(2360), cap: yuan(41190), effectiveFrom: '2024-03-01', effectiveTo: '2025-02-28' },
    { floor: yuan(2520), cap: yuan(41190), effectiveFrom: '2025-03-01', effectiveTo: null },
  ],
  // 公积金上限 41,190 = 深圳上年平均工资 × 300% → 月平均 13,730.
  averageAnnualWage: { value: yuan(13730) * 12, year: 2023 },
  toBeConfirmed: true,
  source: NOT_OFFICIAL,
};

const GUANGZHOU: City = {
  ...estimated({
    name: '广州',
    province: '广东',
    pinyin: 'guangzhou',
    avgMonthly: 9167,
    unemployment: 20,
    housingFund: 500,
  }),
  socialBase: [
    { floor: yuan(4492), cap: yuan(27501), effectiveFrom: '2024-01-01', effectiveTo: null },
  ],
  source: NOT_OFFICIAL,
};

const ESTIMATES: readonly Estimate[] = [
  { name: '天津', province: '天津', pinyin: 'tianjin', avgMonthly: 7990 },
  { name: '重庆', province: '重庆', pinyin: 'chongqing', avgMonthly: 7300 },
  { name: '杭州', province: '浙江', pinyin: 'hangzhou', avgMonthly: 8020 },
  { name: '南京', province: '江苏', pinyin: 'nanjing', avgMonthly: 8014 },
  { name: '石家庄', province: '河北', pinyin: 'shijiazhuang', avgMonthly: 6500 },
  { name: '太原', province: '山西', pinyin: 'taiyuan', avgMonthly: 6400 },
  { name: '呼和浩特', province: '内蒙古', pinyin: 'huhehaote', avgMonthly: 7300 },
  { name: '沈阳', province: '辽宁', pinyin: 'shenyang', avgMonthly: 6900 },
  { name: '长春', province: '吉林', pinyin: 'changchun', avgMonthly: 6500 },
  { name: '哈尔滨', province: '黑龙江', pinyin: 'haerbin', avgMonthly: 6200 },
  { name: '合肥', province: '安徽', pinyin: 'hefei', avgMonthly: 7200 },
  { name: '福州', province: '福建', pinyin: 'fuzhou', avgMonthly: 7000 },
  { name: '南昌', province: '江西', pinyin: 'nanchang', avgMonthly: 6300 },
  { name: '济南', province: '山东', pinyin: 'jinan', avgMonthly: 7300 },
  { name: '郑州', province: '河南', pinyin: 'zhengzhou', avgMonthly: 6200 },
  { name: '武汉', province: '湖北', pinyin: 'wuhan', avgMonthly: 7000 },
  { name: '长沙', province: '湖南', pinyin: 'changsha', avgMonthly: 6600 },
  { name: '南宁', province: '广西', pinyin: 'nanning', avgMonthly: 6300 },
  { name: '海口', province: '海南', pinyin: 'haikou', avgMonthly: 7300 },
  { name: '成都', province: '四川', pinyin: 'chengdu', avgMonthly: 7200 },
  { name: '贵阳', province: '贵州', pinyin: 'guiyang', avgMonthly: 6800 },
  { name: '昆明', province: '云南', pinyin: 'kunming', avgMonthly: 6700 },
  { name: '拉萨', province: '西藏', pinyin: 'lasa', avgMonthly: 10000 },
  { name: '西安', province: '陕西', pinyin: 'xian', avgMonthly: 6900 },
  { name: '兰州', province: '甘肃', pinyin: 'lanzhou', avgMonthly: 6500 },
  { name: '西宁', province: '青海', pinyin: 'xining', avgMonthly: 7800 },
  { name: '银川', province: '宁夏', pinyin: 'yinchuan', avgMonthly: 7300 },
  { name: '乌鲁木齐', province: '新疆', pinyin: 'wulumuqi', avgMonthly: 7500 },
  // 计划单列市: rent tier 1,500 like the capitals.
  { name: '大连', province: '辽宁', pinyin: 'dalian', avgMonthly: 6900 },
  { name: '青岛', province: '山东', pinyin: 'qingdao', avgMonthly: 7300 },
  { name: '宁波', province: '浙江', pinyin: 'ningbo', avgMonthly: 8020 },
  { name: '厦门', province: '福建', pinyin: 'xiamen', avgMonthly: 7000 },
  // Other cities of more than a million registered residents: rent tier 1,100.
  {
    name: '苏州',
    province: '江苏',
    pinyin: 'suzhou',
    avgMonthly: 8014,
    rentTier: RENT_TIERS.large,
  },
  {
    name: '东莞',
    province: '广东',
    pinyin: 'dongguan',
    avgMonthly: 9167,
    unemployment: 20,
    housingFund: 500,
    rentTier: RENT_TIERS.large,
  },
];

/** The cities of /city: all municipalities and provincial capitals, 深圳 and the other 计划单列市, plus a few large cities. */
export const CITIES: readonly City[] = [
  SHENZHEN,
  BEIJING,
  SHANGHAI,
  GUANGZHOU,
  ...ESTIMATES.map(estimated),
];

const DEFAULT_CITY_NAME = '深圳';

/** The city by name, falling back to 深圳 for a name no longer listed. */
export function findCity(name: string): City {
  const city =
    CITIES.find((c) => c.name === name) ?? CITIES.find((c) => c.name === DEFAULT_CITY_NAME);
  if (!city) throw new Error('城市数据缺少深圳');
  return city;
}

/** The period in force on an ISO date (YYYY-MM-DD); the latest one when the date is past them all. */
export function periodOn(periods: readonly BasePeriod[], isoDate: string): BasePeriod {
  const started = periods.filter((p) => p.effectiveFrom <= isoDate);
  const current = started.find((p) => p.effectiveTo === null || isoDate <= p.effectiveTo);
  const chosen = current ?? started[started.length - 1] ?? periods[0];
  if (!chosen) throw new Error('缴费基数缺少有效期');
  return chosen;
}
