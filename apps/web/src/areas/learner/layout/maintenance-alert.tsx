import { Alert } from 'antd';
import { m } from './messages';

/** The notice itself: loaded only while maintenance is on, so the learner shell does not carry it. */
export default function MaintenanceAlert({ msg }: { msg: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="status"
      title={m('maintenance')}
      description={msg}
      className="xk-web-maintenance"
    />
  );
}
