import { describe, expect, it } from 'vitest';
import type { AuditResult } from '../host-contract/audit';
import type { Comparison } from './compare';
import { parseDeviceSet, targetSpec } from './device-set';
import { auditFailure, missingBaseline, pixelFailure } from './failure-message';

const [target] = parseDeviceSet('iphone-14:app');
const page = { name: 'calculator', path: '/app/calculator', masks: [] };
const refresh = () =>
  `npm run baselines:update -- --devices ${targetSpec(target!)} --only calculator`;
const failed: Comparison = {
  pass: false,
  changedPixels: 5000,
  totalPixels: 1_000_000,
  changedShare: 0.005,
  budget: 0.002,
  sizeMismatch: null,
  region: { x: 42, y: 300, width: 1170, height: 3 },
  diff: null,
};

describe('failure messages', () => {
  it('a changed page: page, phone and mode, share against budget, region, refresh command', () => {
    expect(pixelFailure(target!, page, failed, refresh)).toBe(
      '「calculator」（/app/calculator）在 iPhone 14（iphone-14，App 内）上有 0.500 % 的像素变了（预算 0.200 %），' +
        '变化区域从 (42, 300) 起 1170×3 像素。若是有意的改动，刷新这张基线：' +
        'npm run baselines:update -- --devices iphone-14:app --only calculator',
    );
  });

  it('a picture of another size says both sizes', () => {
    const sizes = { baseline: { width: 10, height: 20 }, now: { width: 10, height: 21 } };
    expect(pixelFailure(target!, page, { ...failed, sizeMismatch: sizes }, refresh)).toContain(
      '截图尺寸变了：基线 10×20，现在 10×21。',
    );
  });

  it('a missing baseline says which file and how to make it', () => {
    expect(missingBaseline(target!, page, 'shots/iphone-14-app/calculator.png', refresh)).toBe(
      '「calculator」（/app/calculator）在 iPhone 14（iphone-14，App 内）上没有基线 shots/iphone-14-app/calculator.png，' +
        '先生成：npm run baselines:update -- --devices iphone-14:app --only calculator',
    );
  });

  it('only serious and critical violations fail a page', () => {
    const violation = (impact: 'minor' | 'moderate' | 'serious' | 'critical') => ({
      id: `rule-${impact}`,
      impact,
      help: '说明',
      description: '',
      helpUrl: '',
      nodes: [{ target: ['a'], html: '', failureSummary: '' }],
    });
    const audit = (impacts: ('minor' | 'moderate' | 'serious' | 'critical')[]): AuditResult => ({
      url: '',
      at: 0,
      passes: 0,
      incomplete: 0,
      violations: impacts.map(violation),
    });
    expect(auditFailure(target!, page, audit(['minor', 'moderate']))).toBeNull();
    expect(auditFailure(target!, page, audit(['moderate', 'serious', 'critical']))).toBe(
      '「calculator」（/app/calculator）在 iPhone 14（iphone-14，App 内）上有 2 条严重或致命的无障碍问题：' +
        'rule-serious（serious，1 处）：说明；rule-critical（critical，1 处）：说明',
    );
  });
});
