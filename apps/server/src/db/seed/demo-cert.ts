import { CertLayoutFieldSchema } from '@xuekao/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { elCert, elCourse, elExam } from '../schema/index.ts';

export const DEMO_CERT_ID = 'cert-demo';

/**
 * A4 landscape (297 x 210 mm), no background: title, holder, source, number, dates, authority, QR code; parsed by
 * the designer's schema, so it is stored exactly as a saved template would be (defaults filled in).
 */
const LAYOUT = CertLayoutFieldSchema.array().parse([
  { key: 'title', x: 0, y: 30, width: 297, fontSize: 34, color: '#8b1a1a', align: 'center' },
  { key: 'text', x: 0, y: 62, width: 297, fontSize: 16, color: '#333333', align: 'center', text: '兹证明' },
  { key: 'realName', x: 0, y: 78, width: 297, fontSize: 28, color: '#000000', align: 'center' },
  { key: 'sourceName', x: 0, y: 102, width: 297, fontSize: 16, color: '#333333', align: 'center' },
  {
    key: 'text',
    x: 0,
    y: 114,
    width: 297,
    fontSize: 16,
    color: '#333333',
    align: 'center',
    text: '成绩合格，特发此证。',
  },
  { key: 'number', x: 30, y: 160, width: 140, fontSize: 11, color: '#555555', align: 'left' },
  { key: 'grantDate', x: 30, y: 170, width: 140, fontSize: 11, color: '#555555', align: 'left' },
  { key: 'authority', x: 140, y: 170, width: 100, fontSize: 14, color: '#333333', align: 'right' },
  { key: 'qrcode', x: 245, y: 150, width: 30 },
]);

/**
 * A demo certificate template ("示例证书") granted on passing the demo exam and on finishing the demo course,
 * so a fresh installation shows 证书管理 and a learner can earn a certificate. Seeded only while no template
 * exists; the demo exam and course are linked only when the template is created here (an administrator's
 * later unlinking stays). Outside production only (like the other demos).
 */
export async function seedDemoCert(tx: DbOrTx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(elCert);
  if (n > 0) return;
  const made = await tx
    .insert(elCert)
    .values({
      id: DEMO_CERT_ID,
      title: '示例证书',
      authority: '学考在线学习考试系统',
      validMonths: 24,
      numberPrefix: 'XK',
      layout: LAYOUT,
      createBy: '10001',
    })
    .onConflictDoNothing()
    .returning({ id: elCert.id });
  if (!made.length) return;
  await tx
    .update(elExam)
    .set({ certId: DEMO_CERT_ID })
    .where(and(eq(elExam.id, 'exam-demo'), eq(elExam.certId, '')));
  await tx
    .update(elCourse)
    .set({ certId: DEMO_CERT_ID })
    .where(and(eq(elCourse.id, 'course-demo'), eq(elCourse.certId, '')));
}
