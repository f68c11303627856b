import { type ConfigPropDetail, ErrorCode, endpoints } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: '/tmp/xk-test-config-prop' });
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const save = (type: string, provider: string, data: unknown, remark = '') =>
  t.post(
    '/api/sys/config/prop/save',
    { type, provider, remark, data: typeof data === 'string' ? data : JSON.stringify(data) },
    admin,
  );
const detail = async (type: string, provider?: string) => {
  const res = await t.post<ConfigPropDetail>('/api/sys/config/prop/detail', { type, provider }, admin);
  expect(res.code).toBe(0);
  return { ...res.data, parsed: JSON.parse(res.data.data) as Record<string, string> };
};

const aliyun = {
  endpoint: 'oss-cn-hangzhou.aliyuncs.com',
  bucket: 'xuekao',
  accessKeyId: 'LTAI5tExample',
  accessKeySecret: 'topSecretValue123',
  url: 'https://xuekao.oss-cn-hangzhou.aliyuncs.com/',
};

describe('upload provider settings', () => {
  it('answers local storage under DATA_DIR as the active default before anything is saved', async () => {
    const d = await detail('upload');
    expect(d).toMatchObject({ id: null, type: 'upload', provider: 'local', isUsed: true });
    expect(d.parsed).toEqual({ localDir: '/tmp/xk-test-config-prop/upload/', url: '/upload/' });
    expect((await detail('upload', 'aliyun')).isUsed).toBe(false);
  });

  it('validates the local form with the spec texts', async () => {
    const cases: Array<[unknown, string]> = [
      [{ localDir: '', url: '/upload/' }, '目录不能为空！'],
      [{ url: '/upload/' }, '目录不能为空！'],
      [{ localDir: 'data/upload/', url: '/upload/' }, '目录必须以 / 或盘符（如 C:\\ 或 D:/）开头，并以 / 结尾！'],
      [{ localDir: '/data/upload', url: '/upload/' }, '目录必须以 / 或盘符（如 C:\\ 或 D:/）开头，并以 / 结尾！'],
      [{ localDir: 'C:\\upload\\', url: '/upload/' }, '目录必须以 / 或盘符（如 C:\\ 或 D:/）开头，并以 / 结尾！'],
      [{ localDir: '/data/upload/', url: '' }, 'URL不能为空！'],
      [{ localDir: '/data/upload/', url: 'ftp://x.com/' }, 'URL必须是以 http:// 或 https:// 开头、以 / 结尾的地址！'],
      [
        { localDir: '/data/upload/', url: 'https://x.com/upload' },
        'URL必须是以 http:// 或 https:// 开头、以 / 结尾的地址！',
      ],
    ];
    for (const [data, msg] of cases) {
      expect(await save('upload', 'local', data), JSON.stringify(data)).toMatchObject({
        code: ErrorCode.BAD_PARAMS,
        msg,
      });
    }
    for (const localDir of ['/data/upload/', 'C:\\xuekao/', 'D:/upload/', '/']) {
      for (const url of ['/', '/upload/', 'https://cdn.example.com/', 'http://1.2.3.4:8080/files/']) {
        expect((await save('upload', 'local', { localDir, url })).code, `${localDir} ${url}`).toBe(0);
      }
    }
    expect((await save('upload', 'local', 'not json')).msg).toBe('配置数据不是合法的 JSON！');
    expect((await save('upload', 'ftp', {})).msg).toBe('不支持的服务商：ftp');
    expect((await t.post('/api/sys/config/prop/save', { type: 'mail', provider: 'x', data: '{}' }, admin)).msg).toBe(
      '配置类型只能是 upload、face、live 或 sms！',
    );
  });

  it('names the first missing field of each cloud provider', async () => {
    const expectMsg = async (provider: string, data: Record<string, string>, msg: string) =>
      expect(await save('upload', provider, data), `${provider} ${msg}`).toMatchObject({
        code: ErrorCode.BAD_PARAMS,
        msg,
      });
    await expectMsg('aliyun', { ...aliyun, endpoint: '' }, '存储节点不能为空');
    await expectMsg('aliyun', { ...aliyun, bucket: ' ' }, '存储空间不能为空');
    await expectMsg('aliyun', { ...aliyun, accessKeyId: '' }, 'AccessKeyId不能为空');
    await expectMsg('aliyun', { ...aliyun, accessKeySecret: '' }, 'AccessKeySecret不能为空');
    await expectMsg('aliyun', { ...aliyun, url: '' }, 'URL不能为空！');
    await expectMsg('qiniu', { ...aliyun, endpoint: '' }, '存储节点不能为空');
    const cos = {
      region: 'ap-guangzhou',
      bucket: 'b-125',
      secretId: 'AKID',
      secretKey: 'key',
      url: 'https://b.cos.com/',
    };
    await expectMsg('qcloud', { ...cos, region: '' }, '存储节点不能为空');
    await expectMsg('qcloud', { ...cos, secretId: '' }, 'SecretId不能为空');
    await expectMsg('qcloud', { ...cos, secretKey: '' }, 'SecretKey不能为空');
    expect((await save('upload', 'qcloud', cos)).code).toBe(0);
  });

  it('masks secrets in detail, keeps them when sent back masked, makes the saved provider the active one', async () => {
    expect((await save('upload', 'aliyun', { ...aliyun, project: 'p1' }, '生产环境')).code).toBe(0);
    const d = await detail('upload');
    expect(d).toMatchObject({ provider: 'aliyun', isUsed: true, remark: '生产环境' });
    expect(d.parsed).toEqual({ ...aliyun, accessKeySecret: 'top******', project: 'p1', pipeline: '' });
    expect(d.data).not.toContain('topSecretValue123');
    expect((await detail('upload', 'local')).isUsed).toBe(false);

    // Sent back unchanged: the stored secret stays.
    expect((await save('upload', 'aliyun', { ...d.parsed, bucket: 'xuekao2' })).code).toBe(0);
    expect((await t.ctx.providers.active('upload')).data).toMatchObject({
      bucket: 'xuekao2',
      accessKeySecret: 'topSecretValue123',
    });
    // A new secret replaces it.
    await save('upload', 'aliyun', { ...d.parsed, bucket: 'xuekao2', accessKeySecret: 'anotherSecret999' });
    expect((await t.ctx.providers.active('upload')).data.accessKeySecret).toBe('anotherSecret999');
    // Switching back to local keeps aliyun's settings for later.
    await save('upload', 'local', { localDir: '/tmp/xk-test-config-prop/upload/', url: '/upload/' });
    expect((await detail('upload')).provider).toBe('local');
    expect((await detail('upload', 'aliyun')).parsed.bucket).toBe('xuekao2');
  });
});

describe('face and live provider settings', () => {
  it('validates each face provider and masks its secret', async () => {
    const baidu = { appId: '1001', appKey: 'appkey', secretKey: 'baiduSecret42', faceGroup: 'xk' };
    expect((await save('face', 'baidu', { ...baidu, appId: '' })).msg).toBe('AppId不能为空');
    expect((await save('face', 'baidu', { ...baidu, faceGroup: '' })).msg).toBe('人脸库分组不能为空');
    const qcloud = { region: 'ap-beijing', secretId: 'sid', secretKey: 'sk', groupId: 'g1' };
    expect((await save('face', 'qcloud', { ...qcloud, groupId: '' })).msg).toBe('人员库ID不能为空');
    const ali = { accessKeyId: 'id', accessKeySecret: 'secret', dbName: 'db' };
    expect((await save('face', 'aliyun', { ...ali, dbName: '' })).msg).toBe('人脸库名称不能为空');
    expect((await save('face', 'sensetime', {})).msg).toBe('不支持的服务商：sensetime');

    expect((await save('face', 'baidu', baidu)).code).toBe(0);
    const d = await detail('face');
    expect(d).toMatchObject({ provider: 'baidu', isUsed: true });
    expect(d.parsed).toEqual({ ...baidu, secretKey: 'bai******' });
    expect((await save('face', 'qcloud', qcloud)).code).toBe(0);
    // Short secrets are hidden entirely.
    expect((await detail('face')).parsed.secretKey).toBe('******');
    expect((await detail('face', 'baidu')).isUsed).toBe(false);
  });

  it('stores live settings without rules, keys masked', async () => {
    expect((await save('live', 'aliyun', {})).code).toBe(0);
    const live = {
      pushDomain: 'push.example.com',
      pushKey: 'pushKey12345',
      pullDomain: 'pull.example.com',
      pullKey: 'pk',
    };
    expect((await save('live', 'aliyun', live)).code).toBe(0);
    expect((await detail('live')).parsed).toEqual({ ...live, pushKey: 'pus******', pullKey: '******' });
  });

  it('is admin only', async () => {
    const { token } = await loginStudent(t);
    const res = await t.post('/api/sys/config/prop/detail', { type: 'upload' }, token);
    expect(res.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('has an answer contract that admits only masked secrets', () => {
    const answer = endpoints.config.propDetail.answer;
    const of = (data: Record<string, string>) =>
      answer.safeParse({
        id: null,
        type: 'face',
        provider: 'qcloud',
        remark: '',
        data: JSON.stringify(data),
        isUsed: true,
      }).success;
    expect(of({ region: 'ap-shanghai', secretKey: 'abc******' })).toBe(true);
    expect(of({ secretKey: '******' })).toBe(true);
    expect(of({ secretKey: '' })).toBe(true);
    expect(of({ region: 'ap-shanghai', secretKey: 'abcdefghijk' })).toBe(false);
    expect(of({ pushKey: 'pushKey12345' })).toBe(false);
    expect(
      answer.safeParse({ id: null, type: 'face', provider: 'qcloud', remark: '', data: 'x', isUsed: true }).success,
    ).toBe(false);
  });
});
