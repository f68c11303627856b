import type { RepoRow } from '@xuekao/contracts';
import type { RepoWithAuthor } from './repo.queries.ts';

export interface RepoCounts {
  quCount: number;
  objCount: number;
  subjCount: number;
  chapterCount: number;
}

const NONE: RepoCounts = { quCount: 0, objCount: 0, subjCount: 0, chapterCount: 0 };

export function presentRepo(r: RepoWithAuthor, counts: RepoCounts = NONE): RepoRow {
  return {
    id: r.id,
    title: r.title,
    remark: r.remark,
    isExam: r.isExam,
    isTrain: r.isTrain,
    ...counts,
    createBy: r.createBy,
    createBy_dictText: r.authorName ?? '',
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}
