import { isModuleOn } from '@web/core/modules';
import { useSite, useUser } from '@web/core/session';
import { usePermission } from '@web/shared/components/permission';
import { MenuIcon } from '@web/shared/icons/icon-registry';
import { Perm } from '@xuekao/contracts';
import { Avatar, Card, Col, Empty, Row, Space, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { CourseCard } from './course-card';
import { ExamCard } from './exam-card';
import { m } from './messages';
import { NoticeCard } from './notice-card';
import { OverviewCounts } from './overview-counts';
import { cardsPerRow, type QuickEntry, showsNoticeCard, visibleEntries } from './quick-entries';
import { WeekCharts } from './week-charts';

/** The system version shown on the dashboard (VITE_APP_VERSION when the build sets it). */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '0.1.0';

function greeting(hour: number): string {
  if (hour < 6) return m('greetDawn');
  if (hour < 11) return m('greetMorning');
  if (hour < 13) return m('greetNoon');
  if (hour < 18) return m('greetAfternoon');
  return m('greetEvening');
}

function EntryCard({ entry, onOpen }: { entry: QuickEntry; onOpen: () => void }) {
  return (
    <Card hoverable onClick={onOpen} styles={{ body: { padding: 20 } }} aria-label={entry.title}>
      <Space size={16} align="center">
        <span
          style={{
            width: 48,
            height: 48,
            borderRadius: 12,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 24,
            color: entry.color,
            background: `${entry.color}1a`,
          }}
        >
          <MenuIcon name={entry.icon} />
        </span>
        <span>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {entry.title}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">{entry.desc}</Typography.Text>
        </span>
      </Space>
    </Card>
  );
}

/** Admin home: welcome, quick entries by permission and module, and the system version. */
export default function DashboardPage() {
  const user = useUser();
  const site = useSite();
  const can = usePermission();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const entries = visibleEntries(site, can);
  // The notice card fills the grid when the entry count is odd or under 3 (see quick-entries.ts).
  const withNotice = showsNoticeCard(entries.length);
  const perRow = cardsPerRow(entries.length + (withNotice ? 1 : 0));
  const span = 24 / perRow;
  const now = dayjs();
  const stats = can(Perm.stat.view);

  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      <Card>
        <Space size={16} align="center" wrap>
          <Avatar size={56} src={user?.avatar || undefined} style={{ background: token.colorPrimary, fontSize: 22 }}>
            {(user?.realName || user?.userName || '').slice(0, 1)}
          </Avatar>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {m('greeting', { greeting: greeting(now.hour()), name: user?.realName || user?.userName || '' })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {m('welcome', { site: site?.siteName ?? m('defaultSiteName'), date: now.format(m('dateFormat')) })}
              {user?.deptCode_dictText ? m('deptOf', { dept: user.deptCode_dictText }) : ''}
            </Typography.Text>
          </div>
        </Space>
      </Card>

      {stats && <OverviewCounts />}

      <Card title={m('quickEntries')}>
        {entries.length === 0 && !withNotice ? (
          <Empty description={m('noQuickEntries')} />
        ) : (
          <Row gutter={[16, 16]}>
            {entries.map((e) => (
              <Col key={e.key} xs={24} sm={Math.max(span, 12)} lg={span}>
                <EntryCard entry={e} onOpen={() => navigate(e.path)} />
              </Col>
            ))}
            {withNotice && (
              <Col xs={24} sm={Math.max(span, 12)} lg={span}>
                <NoticeCard small={perRow >= 3} />
              </Col>
            )}
          </Row>
        )}
      </Card>

      {can([Perm.stat.view, Perm.exam.list]) && site?.props.moduleExam !== false && <ExamCard />}
      {can([Perm.stat.view, Perm.course.list]) && site?.props.moduleCourse === true && <CourseCard />}

      {stats && <WeekCharts learn={isModuleOn(site, 'course')} exam={isModuleOn(site, 'exam')} />}

      <Card size="small">
        <Space separator={<span style={{ color: '#dcdfe6' }}>|</span>} wrap>
          <Typography.Text type="secondary">{m('version')}</Typography.Text>
          <Tag color="blue">v{APP_VERSION}</Tag>
          <Typography.Text type="secondary">{site?.siteName}</Typography.Text>
        </Space>
      </Card>
    </Space>
  );
}
