import { describe, expect, it } from 'vitest';
import { tc3CanonicalRequest, tc3Date, tc3Sign, tc3StringToSign } from './tc3.ts';

/**
 * The worked example of Tencent Cloud's "签名方法 v3" documentation (CVM DescribeInstances, the keys as the
 * documentation masks them): every intermediate value below is printed there.
 */
const DOC = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
  service: 'cvm',
  timestamp: 1551113065,
  headers: { 'Content-Type': 'application/json; charset=utf-8', Host: 'cvm.tencentcloudapi.com' },
  payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
};

describe('TC3-HMAC-SHA256', () => {
  it('builds the documented canonical request', () => {
    expect(tc3CanonicalRequest(DOC)).toBe(
      [
        'POST',
        '/',
        '',
        'content-type:application/json; charset=utf-8',
        'host:cvm.tencentcloudapi.com',
        '',
        'content-type;host',
        '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
      ].join('\n'),
    );
  });

  it('builds the documented string to sign (UTC date of the timestamp)', () => {
    expect(tc3Date(DOC.timestamp)).toBe('2019-02-25');
    expect(tc3StringToSign(DOC)).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
  });

  it('answers the documented signature and Authorization header', () => {
    const { signature, authorization } = tc3Sign(DOC);
    expect(signature).toBe('2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c');
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  it('signs every given header, lower-cased and sorted (the current documentation signs x-tc-action too)', () => {
    const { authorization } = tc3Sign({ ...DOC, headers: { ...DOC.headers, 'X-TC-Action': 'DescribeInstances' } });
    expect(authorization).toContain('SignedHeaders=content-type;host;x-tc-action,');
    expect(tc3CanonicalRequest({ ...DOC, headers: { 'X-TC-Action': 'DescribeInstances', ...DOC.headers } })).toContain(
      'host:cvm.tencentcloudapi.com\nx-tc-action:describeinstances\n',
    );
  });
});
