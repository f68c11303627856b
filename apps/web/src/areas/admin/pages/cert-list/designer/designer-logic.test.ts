import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { certBodyOf, clampPos, DEFAULT_TEMPLATE, dragTo, newField, sampleText, scaleOf } from './designer-logic';

const A4 = { pageWidth: 297, pageHeight: 210 };

describe('certificate designer logic', () => {
  it('scales the page to fit the canvas', () => {
    expect(scaleOf(A4, { width: 594, height: 1000 })).toBe(2);
    expect(scaleOf({ pageWidth: 100, pageHeight: 200 }, { width: 1000, height: 400 })).toBe(2);
  });

  it('turns a drag in pixels into mm, kept on the page', () => {
    expect(dragTo({ x: 20, y: 20 }, 50, 25, 2.5, A4)).toEqual({ x: 40, y: 30 });
    expect(dragTo({ x: 20, y: 20 }, -500, 5000, 2.5, A4)).toEqual({ x: 0, y: 209 });
    // with its box the whole field stays on the page
    expect(dragTo({ x: 20, y: 20 }, 5000, 5000, 2.5, A4, { w: 30, h: 30 })).toEqual({ x: 267, y: 180 });
    expect(clampPos(12.345, 6.78, A4)).toEqual({ x: 12.3, y: 6.8 });
  });

  it('adds fields with sensible defaults and sends the layout without React keys', () => {
    const name = newField('realName', A4, 0);
    const qr = newField('qrcode', A4, 1);
    const text = newField('text', A4, 2);
    expect(name).toMatchObject({ key: 'realName', x: 20, y: 20, fontSize: 24 });
    expect(qr).toMatchObject({ x: 32, y: 32, width: 30 });
    expect(text.text).toBe('自定义文字');
    const body = certBodyOf({ ...DEFAULT_TEMPLATE, title: ' 安全员 ' }, [name], 'c1');
    expect(body).toMatchObject({ id: 'c1', title: '安全员', pageWidth: 297, pageHeight: 210 });
    expect(body.layout?.[0]).not.toHaveProperty('uid');
  });

  it('writes sample data like the preview does', () => {
    const now = dayjs('2026-03-04T10:00:00');
    const f = newField('expireDate', A4, 0);
    expect(sampleText(f, { validMonths: 0 }, now)).toBe('长期有效');
    expect(sampleText(f, { validMonths: 12 }, now)).toBe('2027年03月04日');
    expect(sampleText(newField('number', A4, 0), { numberPrefix: 'AQ' }, now)).toBe('AQ20260304000001');
  });
});
