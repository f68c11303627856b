import { isModuleOn } from '@web/core/modules';
import { useSite } from '@web/core/session';
import { currentLocale } from '@web/i18n/core';
import { usePermission } from '@web/shared/components/permission';
import { formatNumber } from '@web/shared/format-relative';
import { MenuIcon } from '@web/shared/icons/icon-registry';
import { Perm, type SiteData, type StatTotals } from '@xuekao/contracts';
import { Card, Space, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCountUp } from './count-up';
import { m } from './messages';
import { useStatTotals } from './stat-queries';

/** One overview count (its title translates when read): its figure, the list it links to (menu paths of db/seed/menus.ts) and its module. */
export interface CountItem {
  key: keyof StatTotals;
  title: string;
  path: string;
  /** List permission of the linked page (the server counts 0 without it, too). */
  permission: string;
  module?: 'exam' | 'course' | 'battle' | 'cert';
  icon: string;
  color: string;
}

export const COUNT_ITEMS: readonly CountItem[] = [
  {
    key: 'examCount',
    get title() {
      return m('countExam');
    },
    path: '/admin/exam/list',
    permission: Perm.exam.list,
    module: 'exam',
    icon: 'exam',
    color: '#409EFF',
  },
  {
    key: 'tmplCount',
    get title() {
      return m('countTmpl');
    },
    path: '/admin/exam/tmpl',
    permission: Perm.examTmpl.list,
    module: 'exam',
    icon: 'template',
    color: '#13c2c2',
  },
  {
    key: 'repoCount',
    get title() {
      return m('countRepo');
    },
    path: '/admin/repo/list',
    permission: Perm.repo.list,
    module: 'exam',
    icon: 'repo',
    color: '#6959CD',
  },
  {
    key: 'quCount',
    get title() {
      return m('countQu');
    },
    path: '/admin/repo/qu',
    permission: Perm.qu.list,
    module: 'exam',
    icon: 'form',
    color: '#eb2f96',
  },
  {
    key: 'courseCount',
    get title() {
      return m('countCourse');
    },
    path: '/admin/course/list',
    permission: Perm.course.list,
    module: 'course',
    icon: 'course',
    color: '#11a983',
  },
  {
    key: 'fileCount',
    get title() {
      return m('countFile');
    },
    path: '/admin/course/file',
    permission: Perm.courseFile.list,
    module: 'course',
    icon: 'documentation',
    color: '#52c41a',
  },
  {
    key: 'battleCount',
    get title() {
      return m('countBattle');
    },
    path: '/admin/battle/list',
    permission: Perm.battle.list,
    module: 'battle',
    icon: 'battle',
    color: '#fa541c',
  },
  {
    key: 'grantCount',
    get title() {
      return m('countGrant');
    },
    path: '/admin/cert/grant',
    permission: Perm.certGrant.list,
    module: 'cert',
    icon: 'cert',
    color: '#f5a623',
  },
  {
    key: 'userCount',
    get title() {
      return m('countUser');
    },
    path: '/admin/sys/user',
    permission: Perm.user.list,
    icon: 'user',
    color: '#2f54eb',
  },
];

/** The counts shown: non-zero, the module on and the list permitted (spec: Dashboard). */
export function visibleCounts(
  totals: StatTotals | undefined,
  site: SiteData | null,
  can: (key: string) => boolean,
): CountItem[] {
  if (!totals) return [];
  return COUNT_ITEMS.filter((i) => totals[i.key] > 0 && isModuleOn(site, i.module) && can(i.permission));
}

function CountCard({ item, value, onOpen }: { item: CountItem; value: number; onOpen: () => void }) {
  const shown = useCountUp(value);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen();
    }
  };
  return (
    <Card
      hoverable
      size="small"
      role="link"
      tabIndex={0}
      aria-label={`${item.title} ${value}`}
      onClick={onOpen}
      onKeyDown={onKey}
      styles={{ body: { padding: 16 } }}
      data-testid={`dashboard-count-${item.key}`}
    >
      <Space size={14} align="center">
        <span
          style={{
            width: 44,
            height: 44,
            borderRadius: 10,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 22,
            color: item.color,
            background: `${item.color}1a`,
          }}
        >
          <MenuIcon name={item.icon} />
        </span>
        <span>
          <Typography.Text type="secondary">{item.title}</Typography.Text>
          <br />
          {/* Shortened with the spec's units (k, M, G...: "Number formatters"); the exact figure on hover. */}
          <Typography.Text
            strong
            style={{ fontSize: 24, fontVariantNumeric: 'tabular-nums' }}
            data-value={value}
            title={value.toLocaleString(currentLocale())}
          >
            {formatNumber(shown)}
          </Typography.Text>
        </span>
      </Space>
    </Card>
  );
}

/** 数据概览: the totals as count-up cards, each opening its list. Render only for stat:view holders. */
export function OverviewCounts() {
  const site = useSite();
  const can = usePermission();
  const navigate = useNavigate();
  const totals = useStatTotals(can(Perm.stat.view));
  const items = visibleCounts(totals.data, site, can);
  if (items.length === 0 || !totals.data) return null;
  const data = totals.data;
  return (
    // One row when they fit (cards at least 170px wide), wrapping evenly on narrow screens.
    <div
      data-testid="dashboard-counts"
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' }}
    >
      {items.map((i) => (
        <CountCard key={i.key} item={i} value={data[i.key]} onOpen={() => navigate(i.path)} />
      ))}
    </div>
  );
}
