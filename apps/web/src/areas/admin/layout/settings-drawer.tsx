import { DEFAULT_THEME, updateSettings, useSettings } from '@web/core/settings';
import { ColorPicker, Divider, Drawer, Switch } from 'antd';
import { m } from './messages';

/** Theme colours offered by the settings drawer (docs/REQUIREMENTS.md#layouts; the first is the default). */
export const THEME_PRESETS = [
  DEFAULT_THEME,
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

/** 布局设置: theme colour, tags view, fixed header and sidebar logo, all kept in the settings store. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useSettings();
  return (
    <Drawer title={m('settingsTitle')} placement="right" size={280} open={open} onClose={onClose}>
      <div className="xk-settings-item">
        <span>{m('themeColor')}</span>
        <ColorPicker
          value={s.theme}
          disabledAlpha
          presets={[{ label: m('recommendedColors'), colors: THEME_PRESETS, defaultOpen: true }]}
          onChangeComplete={(c) => updateSettings({ theme: c.toHexString() })}
        />
      </div>
      <Divider style={{ margin: '8px 0' }} />
      <div className="xk-settings-item">
        <span>{m('tagsView')}</span>
        <Switch checked={s.tagsView} onChange={(v) => updateSettings({ tagsView: v })} />
      </div>
      <div className="xk-settings-item">
        <span>{m('fixedHeader')}</span>
        <Switch checked={s.fixedHeader} onChange={(v) => updateSettings({ fixedHeader: v })} />
      </div>
      <div className="xk-settings-item">
        <span>{m('sidebarLogo')}</span>
        <Switch checked={s.sidebarLogo} onChange={(v) => updateSettings({ sidebarLogo: v })} />
      </div>
    </Drawer>
  );
}
