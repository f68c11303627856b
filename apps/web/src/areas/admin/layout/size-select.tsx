import { FontSizeOutlined } from '@ant-design/icons';
import { type UiSettings, updateSettings, useSettings } from '@web/core/settings';
import { App, Dropdown, Tooltip } from 'antd';
import { m } from './messages';

/** The font sizes of docs/REQUIREMENTS.md#layouts with their labels in the UI language. */
export const SIZE_OPTIONS: { key: UiSettings['size']; label: string }[] = [
  {
    key: 'default',
    get label() {
      return m('sizeDefault');
    },
  },
  {
    key: 'medium',
    get label() {
      return m('sizeMedium');
    },
  },
  {
    key: 'small',
    get label() {
      return m('sizeSmall');
    },
  },
  {
    key: 'mini',
    get label() {
      return m('sizeMini');
    },
  },
];

/** Navbar font-size choice: stored in the settings (the app's ConfigProvider applies it). */
export function SizeSelect() {
  const { size } = useSettings();
  const { message } = App.useApp();
  const items = SIZE_OPTIONS.map((o) => ({ key: o.key, label: o.label, disabled: o.key === size }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [size],
        onClick: ({ key }) => {
          updateSettings({ size: key as UiSettings['size'] });
          message.success(m('sizeChanged'));
        },
      }}
    >
      <button type="button" className="xk-navbar-item" aria-label={m('fontSize')}>
        <Tooltip title={m('fontSize')} placement="bottom">
          <FontSizeOutlined />
        </Tooltip>
      </button>
    </Dropdown>
  );
}
