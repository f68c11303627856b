import path from 'node:path';
import {
  CONTRACT_MESSAGES_EN,
  contractMessageEnglish,
  ErrorMessage,
  type MessageCatalogue,
  messageTranslator,
} from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { importFailureMessage } from '../../modules/user/user-excel.service.ts';
import { SERVER_MESSAGES_EN, translateMessage } from '../message-catalogue.ts';
import { type Found, HAS_CJK, type Sink, scanConstants, scanLiterals, scanSinks, sourceFiles } from './source-scan.ts';

const HAN = /[\u3400-\u9fff]/;
const en = (zh: string) => translateMessage(zh, 'en-US');
const SERVER = path.resolve(import.meta.dirname, '../..');
const CONTRACTS = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src');

/** Where a message is made: `AppError`s and the helpers that build or carry one (argument index). */
const SINKS: Sink[] = [
  ['AppError.fail', 0],
  ['AppError.notFound', 0],
  ['AppError.badParams', 0],
  ['new AppError', 1],
  ['refuse', 0], // exam entry check (exam-entry.service.ts), thrown by paper.service.ts
  ['failed', 1], // SMS vendors' reasons (sms-providers.ts)
  ['tooLarge', 0], // file kinds' labels (file.service.ts)
  ['new FaceServiceError', 0],
  ['new FaceServiceError', 1],
  ['verdict', 2],
  ['notHeld', 0],
  ['buildOne', 1],
  ['cleanContent', 1],
  ['assertNotOwnRole', 2],
  ['errors.push', 0], // import row errors
  ['rowErrors.push', 0],
  ['msgs.push', 0],
];

/**
 * Messages the scan cannot evaluate, `file | expression`, and why they are covered anyway. A new entry here
 * needs its messages in the catalogue first (and a line of this list saying where they come from).
 */
const DYNAMIC = [
  'context/provider-settings.ts | formatZodError(parsed.error)', // validation templates + contracts
  'lib/app-error.ts | message', // the static helpers' parameter
  'modules/auth/face-login.service.ts | found.msg', // CAMERA_MSG (constants)
  'modules/course/checks/course-face.service.ts | notCompared(cmp)', // STUDY_FACE_TEXT constants, '{reason}，请稍后重试！'
  'modules/exam/exam-entry.service.ts | maintenance.msg', // MAINTENANCE_DEFAULT_MSG (constant) or the staff's own notice
  'modules/face/providers/aliyun-call.ts | known?.[1] ?? (code || fallback)', // ALIYUN_OUTAGES (constants)
  'modules/face/providers/face-reading-pool.ts | m.service.provider', // a worker's FaceServiceError: LOCAL_TITLE
  'modules/face/providers/face-reading-pool.ts | m.service.reason', // local-model.ts's constant reasons
  'modules/face/providers/http.ts | provider', // the vendors' TITLE constants
  'modules/file/file.service.ts | label', // contracts' UPLOAD_KINDS labels (terms)
  'modules/paper/paper-create.service.ts | entry.result.msg', // refuse() sink
  'modules/qu/qu-build.ts | label', // buildOne/cleanContent sinks
  "modules/qu/qu-excel-parse.ts | issue.message.replace(/[！!。]+$/, '')", // contracts' zod messages
  'modules/qu/qu-excel.service.ts | ...placeErrors',
  "modules/qu/qu-excel.service.ts | e.message.replace(/[！!。]+$/, '')",
  'modules/qu/qu-excel.service.ts | importFailureMessage(merged)', // tested below
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template
  "modules/sms/sms-providers.ts | `${String(get(body, 'Code') ?? '')} ${String(get(body, 'Message') ?? '')}`.trim()", // the vendor's words
  "modules/user/user-excel.service.ts | [...new Set(rowErrors)].join('；')", // rowErrors.push sink
  'modules/user/user-excel.service.ts | clean(i.message)', // contracts' zod messages
  'modules/user/user-excel.service.ts | importFailureMessage(errors)', // tested below
  "modules/user/user-excel.service.ts | msgs.join('；')", // msgs.push sink
  'plugins/auth/grant-guard.ts | message', // its default and assertNotOwnRole sink
  'plugins/multipart.ts | unusable', // lib/input-guard.ts
  'plugins/route-table.ts | formatZodError(parsed.error)',
  'plugins/route-table.ts | unusable',
];

/** Messages whose Chinese stays in the English by design (the template's column names are Chinese). */
const KEPT = new Set(['模板不正确，缺少列：部门编码或部门名称，请下载最新模板！']);

/** Module-level constants holding Chinese that are data, not messages (sheet columns, examples, labels). */
const DATA_CONSTANTS = new Set(['H', 'TEMPLATE_LINES', 'EXPORT_COLUMNS', 'STATE_TEXT', 'NUMERALS', 'YES', 'NO']);

const untranslated = (found: Found[], translate: (zh: string) => string) =>
  [
    ...new Set(
      found.flatMap((f) =>
        f.samples.filter((s) => HAN.test(s) && !KEPT.has(s) && HAN.test(translate(s))).map((s) => `${f.at} ${s}`),
      ),
    ),
  ].sort();

describe('every Chinese message of the server has its English', () => {
  const files = sourceFiles(SERVER, /[\\/]db[\\/]seed[\\/]|fixtures|[\\/]lib[\\/]messages[\\/]|message-catalogue/);

  it('every message that reaches an AppError or a message helper (the list is what is missing)', () => {
    const found = scanSinks(files, SINKS, SERVER);
    expect(untranslated(found, en)).toEqual([]);
    const dynamic = found.filter((f) => f.unresolved).map((f) => `${f.at.replace(/:\d+$/, '')} | ${f.unresolved}`);
    expect([...new Set(dynamic)].sort()).toEqual([...DYNAMIC].sort());
  });

  it('every message constant (FACE_MSG, FACE_LOGIN_OFF, HAND_TEXT, vendors’ outages...)', () => {
    expect(untranslated(scanConstants(files, SERVER, DATA_CONSTANTS), en)).toEqual([]);
  });

  it('the codes’ default messages and composed messages', () => {
    for (const zh of Object.values(ErrorMessage)) expect(en(zh as string)).not.toMatch(HAN);
    const rows = [
      { row: 3, message: '部门编码不存在；账号不能为空' },
      { row: 5, message: '账号已存在' },
      { row: 6, message: '角色不存在：学员' },
      { row: 7, message: '手机号与第5行重复' },
    ];
    expect(en(importFailureMessage(rows))).toBe(
      'Import failed, 4 rows have errors: Row 3: the department code does not exist; Account cannot be empty; ' +
        'Row 5: the account already exists; Row 6: the role does not exist: 学员…',
    );
    expect(en('不能修改自己没有的菜单「系统管理」，请联系超级管理员！')).toBe(
      'You cannot change the menu "系统管理", which you do not hold, please contact the super administrator!',
    );
    expect(en('人脸识别服务暂不可用（百度人脸识别：QPS 超限额），请稍后重试！')).toBe(
      'The face recognition service is unavailable (Baidu face recognition: QPS quota exceeded), please try again later!',
    );
    expect(en('题库「安全」的单选题（较难）数量不足：需要5道，只有2道，还差3道！')).toBe(
      'The question bank "安全" has too few single choice questions (hard): 5 needed, only 2, 3 missing!',
    );
    expect(en('参数类型错误：size 应为 数字')).toBe('Wrong parameter type: size should be a number');
    expect(en('参数不全：缺少 请求体')).toBe('Parameters missing: request body');
  });
});

describe('every Chinese message of the contracts has its English', () => {
  it('the schemas’ messages (zodRule shows them in the web, the server answers them)', () => {
    const files = sourceFiles(CONTRACTS, /endpoints|texts\.ts|dictionaries\.ts|messages-en|errors\.ts/);
    const display = new Set([
      // Display texts and sheet headers, not messages
      'BATTLE_MODE_TEXT',
      'BATTLE_OUTCOME_TEXT',
      'GRANT_STATE_TEXT',
      'POINTS_REF_TEXT',
      'QU_IMPORT_HEADERS',
      'USER_IMPORT_HEADERS',
    ]);
    const found = scanLiterals(files, CONTRACTS, display);
    expect(found.length).toBeGreaterThan(200);
    expect(untranslated(found, (zh) => contractMessageEnglish(zh) ?? zh)).toEqual([]);
  });
});

describe('the catalogues', () => {
  const all: MessageCatalogue[] = [...SERVER_MESSAGES_EN, ...CONTRACT_MESSAGES_EN];
  const names = (s: string) => [...s.matchAll(/\{=?(\w+)(?:\|.)?\}/g)].map((m) => m[1]).sort();

  it('hold English only, and templates whose English uses the Chinese placeholders', () => {
    const bad: string[] = [];
    for (const c of all) {
      for (const [zh, text] of Object.entries(c.exact)) if (HAS_CJK.test(text) || !text) bad.push(`${zh} -> ${text}`);
      for (const [zh, text] of c.templates ?? []) {
        if (HAS_CJK.test(text) || !names(zh).length) bad.push(`${zh} -> ${text}`);
        if (names(text).some((n) => !names(zh).includes(n))) bad.push(`${zh} -> ${text}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('translate by exact text, templates (looked-up, kept and list parts) and the text without its ！', () => {
    const tr = messageTranslator([
      {
        exact: { 苹果: 'apple', '梨！': 'Pear!' },
        templates: [['买{what}和{=name}：{items|；}', 'Buy {what} and {name}: {items}']],
      },
    ]);
    expect(tr('苹果')).toBe('apple');
    expect(tr('梨')).toBe('Pear');
    expect(tr('买苹果和苹果：苹果；梨；桃')).toBe('Buy apple and 苹果: apple; Pear; 桃');
    expect(tr('未知')).toBeUndefined();
    expect(en('未知的消息')).toBe('未知的消息');
    expect(translateMessage('考试不存在！', 'zh-CN')).toBe('考试不存在！');
  });
});
