import { sendWorkbook } from '@server/lib/excel.ts';
import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { courseDeptProgress, pageRepoQuRates } from './analysis.service.ts';
import { examAnalysis, exportExamResults, pageExamQuRates } from './exam-analysis.service.ts';
import { examWeek, learnWeek, statTotals, userWeek } from './stat.service.ts';

const E = endpoints.stat;

export const statRoutes = [
  route(E.totalNumAll, ({ app, session }) => statTotals(app, session)),
  route(E.userWeek, ({ app, session }) => userWeek(app, session)),
  route(E.examWeek, ({ app, session }) => examWeek(app, session)),
  route(E.learnWeek, ({ app, session }) => learnWeek(app, session)),
  route(E.examAnalysis, ({ app, session, body }) => examAnalysis(app, session, body.id)),
  route(E.examQuRates, ({ app, session, body }) => pageExamQuRates(app, session, body)),
  route(E.examExport, async ({ app, session, body, reply }) => {
    const { wb, fileName } = await exportExamResults(app, session, body.examId);
    await sendWorkbook(reply, wb, fileName);
  }),
  route(E.courseDepts, ({ app, session, body }) => courseDeptProgress(app, session, body.id)),
  route(E.repoQuRates, ({ app, session, body }) => pageRepoQuRates(app, session, body)),
];
