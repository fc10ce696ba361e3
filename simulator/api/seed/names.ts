import type { Rng } from '../lib/prng';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '潘', '袁', '蒋', '蔡', '余'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '建华', '文静', '思远', '雨桐', '子涵', '浩然', '欣怡', '俊杰', '晓东', '海燕', '志强', '丽华', '建国', '春梅', '国庆', '红梅', '佳怡', '一鸣', '嘉欣', '梓轩', '晨曦', '振华', '慧敏', '立新', '淑珍', '德明'];
const CITIES = ['深圳', '广州', '北京', '上海', '杭州', '成都', '武汉', '南京', '苏州', '西安', '长沙', '重庆', '天津', '厦门', '青岛', '郑州'];
const FIRM_WORDS = ['华信', '中税', '立信', '正德', '瑞华', '信永', '天职', '大信', '致同', '众环', '永拓', '中审', '鹏盛', '德勤华', '金穗'];
const FIRM_KINDS = ['税务师事务所有限公司', '会计师事务所（特殊普通合伙）', '财税咨询有限公司', '企业管理咨询有限公司'];
const EXPERT_TITLES = ['注册税务师', '注册会计师', '高级会计师', '税务合伙人', '资深税务顾问', '税务总监', '财税讲师'];

export const personName = (rng: Rng): string => rng.pick(SURNAMES) + rng.pick(GIVEN);
export const cityName = (rng: Rng): string => rng.pick(CITIES);
export const firmName = (rng: Rng): string => `${rng.pick(CITIES)}${rng.pick(FIRM_WORDS)}${rng.pick(FIRM_KINDS)}`;
export const expertTitle = (rng: Rng): string => rng.pick(EXPERT_TITLES);
/** A masked phone as rankings show it: 138****0001. */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(7)}`;
