import { describe, expect, it } from 'vitest';
import {
  acceptsFile,
  compressTargetBytes,
  nameOfUrl,
  nextCompressStep,
  planAdd,
  scaledSize,
  shouldCompress,
  UPLOAD_TEXTS,
  urlsOfValue,
  valueOfUrls,
} from './upload-logic';

describe('planAdd: the limit of the uploader', () => {
  it('with limit 1 a new single file replaces the earlier one', () => {
    expect(planAdd(0, 1, 1)).toEqual({ kind: 'add' });
    expect(planAdd(1, 1, 1)).toEqual({ kind: 'replace' });
  });

  it('refuses picks past the limit with 每次只能上传 N 个文件', () => {
    expect(planAdd(0, 2, 1)).toEqual({ kind: 'exceed', message: '每次只能上传 1 个文件' });
    expect(planAdd(2, 2, 3)).toEqual({ kind: 'exceed', message: '每次只能上传 3 个文件' });
    expect(planAdd(0, 4, 3)).toEqual({ kind: 'exceed', message: '每次只能上传 3 个文件' });
    expect(planAdd(1, 2, 3)).toEqual({ kind: 'add' });
    expect(planAdd(0, 100, 100)).toEqual({ kind: 'add' });
  });

  it('treats a limit below 1 as 1', () => {
    expect(planAdd(1, 1, 0)).toEqual({ kind: 'replace' });
  });
});

describe('the compression decision', () => {
  const KB = 1024;
  it('compresses JPEG and PNG only when a KB cap is set and exceeded', () => {
    expect(shouldCompress({ type: 'image/jpeg', size: 900 * KB }, 500)).toBe(true);
    expect(shouldCompress({ type: 'image/png', size: 501 * KB }, 500)).toBe(true);
    expect(shouldCompress({ type: 'image/png', size: 500 * KB }, 500)).toBe(false);
    expect(shouldCompress({ type: 'image/jpeg', size: 9000 * KB }, undefined)).toBe(false);
    expect(shouldCompress({ type: 'image/gif', size: 900 * KB }, 500)).toBe(false);
    expect(shouldCompress({ type: 'application/pdf', size: 900 * KB }, 500)).toBe(false);
  });

  it('aims at about 500 KB, or the cap when lower', () => {
    expect(compressTargetBytes(2048)).toBe(500 * KB);
    expect(compressTargetBytes(200)).toBe(200 * KB);
    expect(compressTargetBytes(undefined)).toBe(500 * KB);
  });

  it('scales to the width (800, or 3000 for avatars) keeping the aspect, never enlarging', () => {
    expect(scaledSize(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(4000, 3000, 3000)).toEqual({ width: 3000, height: 2250 });
    expect(scaledSize(640, 480, 800)).toEqual({ width: 640, height: 480 });
  });

  it('lowers quality first, then shrinks, and stops when small enough or after 6 attempts', () => {
    const target = 500 * KB;
    expect(nextCompressStep(400 * KB, target, { quality: 0.85, scale: 1 }, 1)).toBeNull();
    expect(nextCompressStep(900 * KB, target, { quality: 0.85, scale: 1 }, 1)).toEqual({ quality: 0.7, scale: 1 });
    expect(nextCompressStep(900 * KB, target, { quality: 0.7, scale: 1 }, 2)).toEqual({ quality: 0.55, scale: 1 });
    expect(nextCompressStep(900 * KB, target, { quality: 0.55, scale: 1 }, 3)).toEqual({ quality: 0.55, scale: 0.8 });
    expect(nextCompressStep(900 * KB, target, { quality: 0.55, scale: 0.8 }, 4)).toEqual({
      quality: 0.55,
      scale: 0.64,
    });
    expect(nextCompressStep(900 * KB, target, { quality: 0.55, scale: 0.51 }, 6)).toBeNull();
  });
});

describe('accept lists and values', () => {
  it('matches extensions case-insensitively', () => {
    expect(acceptsFile('A.PNG', '.png,.jpg')).toBe(true);
    expect(acceptsFile('a.gif', '.png,.jpg')).toBe(false);
    expect(acceptsFile('a.exe', undefined)).toBe(true);
    expect(UPLOAD_TEXTS.badType('.png,.jpg')).toBe('只能上传 png/jpg 格式的文件！');
  });

  it('maps form values to addresses and back', () => {
    expect(urlsOfValue('/upload/a.png')).toEqual(['/upload/a.png']);
    expect(urlsOfValue(['/a.png', ''])).toEqual(['/a.png']);
    expect(urlsOfValue(null)).toEqual([]);
    expect(valueOfUrls(['/a.png', '/b.png'], 1)).toBe('/a.png');
    expect(valueOfUrls([], 1)).toBe('');
    expect(valueOfUrls(['/a.png'], 3)).toEqual(['/a.png']);
    expect(nameOfUrl('/upload/2026/01/01/123.png?x=1')).toBe('123.png');
  });
});
