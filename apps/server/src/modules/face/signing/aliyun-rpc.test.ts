import { describe, expect, it } from 'vitest';
import { formEncode, percentEncode, rpcSignature, rpcStringToSign, rpcTimestamp } from './aliyun-rpc.ts';

/** The worked example of Alibaba Cloud's RPC signature documentation (ECS DescribeRegions, testid/testsecret). */
const DOC_PARAMS = {
  Timestamp: '2016-02-23T12:46:24Z',
  Format: 'XML',
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  Version: '2014-05-26',
  SignatureVersion: '1.0',
};

describe('Alibaba Cloud RPC signature (HMAC-SHA1)', () => {
  it('builds the documented string to sign', () => {
    expect(rpcStringToSign('GET', DOC_PARAMS)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
  });

  it('answers the documented signature, and leaves a Signature parameter out of the signing', () => {
    expect(rpcSignature('GET', DOC_PARAMS, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(rpcSignature('GET', { ...DOC_PARAMS, Signature: 'x' }, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('percent-encodes as RFC 3986 (space %20, * %2A, ~ kept, base64 + / = encoded)', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(percentEncode('ab+/c=')).toBe('ab%2B%2Fc%3D');
    expect(percentEncode('中')).toBe('%E4%B8%AD');
    expect(formEncode({ A: '1 2', B: 'x+y' })).toBe('A=1%202&B=x%2By');
  });

  it('formats the timestamp as the documentation does', () => {
    expect(rpcTimestamp(new Date('2016-02-23T12:46:24.123Z'))).toBe('2016-02-23T12:46:24Z');
  });
});
