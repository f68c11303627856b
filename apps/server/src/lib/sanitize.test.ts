import { describe, expect, it } from 'vitest';
import { sanitizeRichText as clean, htmlToPlainText, isBlankRichText } from './sanitize.ts';

describe('sanitizeRichText keeps what the editor produces', () => {
  it('keeps text structure and inline marks', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><b>b</b><i>i</i></p>' +
      '<ul><li>一</li></ul><ol start="3"><li>二</li></ol><blockquote><p>引用</p></blockquote>' +
      '<pre><code>const a = 1;</code></pre><hr><p>a<br>b</p>';
    expect(clean(html)).toBe(
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><b>b</b><i>i</i></p>' +
        '<ul><li>一</li></ul><ol start="3"><li>二</li></ol><blockquote><p>引用</p></blockquote>' +
        '<pre><code>const a = 1;</code></pre><hr /><p>a<br />b</p>',
    );
  });

  it('keeps links, images, video, audio and tables with their allowed attributes', () => {
    expect(clean('<a href="https://x.cn/a?b=1" target="_blank">x</a>')).toBe(
      '<a href="https://x.cn/a?b=1" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/web/notice">站内</a>')).toBe('<a href="/web/notice">站内</a>');
    expect(clean('<img src="/upload/a.png" alt="图" width="300" height="50%">')).toBe(
      '<img src="/upload/a.png" alt="图" width="300" height="50%" />',
    );
    expect(clean('<video src="https://v.cn/a.mp4" controls poster="/p.png" width="640"></video>')).toBe(
      '<video src="https://v.cn/a.mp4" controls poster="/p.png" width="640"></video>',
    );
    expect(clean('<audio controls><source src="/a.mp3" type="audio/mpeg"></audio>')).toBe(
      '<audio controls><source src="/a.mp3" type="audio/mpeg" /></audio>',
    );
    const table =
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(clean(table)).toBe(table);
  });

  it('keeps the whitelisted styles only', () => {
    expect(clean('<p style="text-align: center">c</p>')).toBe('<p style="text-align:center">c</p>');
    expect(
      clean(
        '<span style="color: #f5222d; background-color: rgb(255, 0, 0); font-size: 18px; position: fixed">s</span>',
      ),
    ).toBe('<span style="color:#f5222d;background-color:rgb(255, 0, 0);font-size:18px">s</span>');
    expect(clean('<div style="width: 100px; top: 0">d</div>')).toBe('<div>d</div>');
  });

  it('allows raster data:image sources', () => {
    const src = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(`<img src="${src}">`)).toBe(`<img src="${src}" />`);
  });
});

describe('sanitizeRichText removes XSS vectors', () => {
  const vectors: Array<[string, string]> = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=//evil.cn/x.js></SCRIPT>ok', 'ok'],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zy8+">', ''],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.cn">x</a>', '<a>x</a>'],
    ['<a href="https://x.cn" onclick="alert(1)" target="_top">x</a>', '<a href="https://x.cn">x</a>'],
    ['<p onmouseover="alert(1)">p</p>', '<p>p</p>'],
    ['<iframe src="https://evil.cn"></iframe><p>t</p>', '<p>t</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>', '<img src="x" />'],
    ['<style>body{display:none}</style><p>s</p>', '<p>s</p>'],
    ['<p style="background-image: url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['<span style="color: expression(alert(1))">s</span>', '<span>s</span>'],
    ['<video src="javascript:alert(1)" poster="javascript:alert(2)" onplay="x()"></video>', '<video></video>'],
    ['<form action="/x"><input name="a"><button>b</button></form>', 'b'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<base href="https://evil.cn/">', ''],
    ['<link rel="stylesheet" href="https://evil.cn/x.css">', ''],
    ['<div><!-- <script>alert(1)</script> --></div>', '<div></div>'],
    ['<img src="x" width="100 onerror=alert(1)">', '<img src="x" />'],
    ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  ];

  it.each(vectors)('%s', (input, expected) => {
    const out = clean(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|javascript:|\son\w+=|<iframe/i);
  });

  it('treats empty input as empty', () => {
    expect(clean(null)).toBe('');
    expect(clean(undefined)).toBe('');
    expect(clean('')).toBe('');
  });
});

describe('plain text helpers', () => {
  it('htmlToPlainText strips tags and decodes entities', () => {
    expect(htmlToPlainText('<p>a &amp; b</p><script>x</script><p>c&nbsp;d</p>')).toBe('a & bc d');
  });

  it('isBlankRichText sees text or media', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('<p> </p><script>alert(1)</script>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
    expect(isBlankRichText('<p><img src="/a.png"></p>')).toBe(false);
  });
});
