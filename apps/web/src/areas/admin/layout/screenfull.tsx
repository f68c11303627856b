import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { t } from '@web/core/i18n';
import { App, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { m } from './messages';

/** Navbar fullscreen toggle (document.fullscreenElement / requestFullscreen). */
export function Screenfull() {
  const { message } = App.useApp();
  const [full, setFull] = useState(() => !!document.fullscreenElement);

  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      message.warning(t('fullscreenUnsupported'));
      return;
    }
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    action.catch(() => message.warning(t('fullscreenUnsupported')));
  };

  const Icon = full ? FullscreenExitOutlined : FullscreenOutlined;
  return (
    <Tooltip title={full ? m('exitFullscreen') : m('fullscreen')} placement="bottom">
      <button
        type="button"
        className="xk-navbar-item"
        onClick={toggle}
        aria-label={full ? m('exitFullscreen') : m('fullscreen')}
      >
        <Icon />
      </button>
    </Tooltip>
  );
}
