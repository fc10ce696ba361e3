import * as z from 'zod/mini';
import { phoneSchema } from './auth';

/**
 * A postal recipient's fields, one set of rules and messages for every body that ships something:
 * the points mall's addresses (mall.ts) and an exam's goods prize (exam-prize-shapes.ts). A file of
 * its own so the exam's contract stays free of the mall's.
 */
export const recipientShape = {
  name: z
    .string({ error: '请填写收货人姓名' })
    .check(z.trim(), z.minLength(2, '请填写收货人姓名'), z.maxLength(20, '收货人姓名过长')),
  phone: phoneSchema,
  province: z
    .string({ error: '请选择省份' })
    .check(z.trim(), z.minLength(2, '请选择省份'), z.maxLength(20, '请选择省份')),
  city: z
    .string({ error: '请选择城市' })
    .check(z.trim(), z.minLength(2, '请选择城市'), z.maxLength(20, '请选择城市')),
  district: z
    .string({ error: '请选择区县' })
    .check(z.trim(), z.minLength(1, '请选择区县'), z.maxLength(20, '请选择区县')),
  detail: z
    .string({ error: '请填写详细地址' })
    .check(
      z.trim(),
      z.minLength(5, '请填写详细地址（至少5个字）'),
      z.maxLength(100, '详细地址最多100字'),
    ),
};
