import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ICON_NAMES, MenuIcon } from '../icons/icon-registry';
import { LIST_TEXTS } from '../list-page/types';
import { m } from './admin-widgets/messages';
import './icon-chooser.css';

export interface IconChooserDialogProps {
  open: boolean;
  /** The name currently chosen (highlighted). */
  value?: string;
  onSelect: (name: string) => void;
  onClose: () => void;
}

/** The icon chooser dialog of docs/REQUIREMENTS.md#pickers: every registry icon (about 85) in a grid, searchable by name. */
export function IconChooserDialog({ open, value, onSelect, onClose }: IconChooserDialogProps) {
  const [q, setQ] = useState('');
  const names = useMemo(() => {
    const k = q.trim().toLowerCase();
    return k ? ICON_NAMES.filter((n) => n.toLowerCase().includes(k)) : ICON_NAMES;
  }, [q]);
  return (
    <Modal
      open={open}
      title={m('chooseIcon')}
      width={720}
      footer={null}
      onCancel={onClose}
      afterOpenChange={(o) => !o && setQ('')}
    >
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        placeholder={m('searchIconName')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        style={{ marginBottom: 12 }}
        aria-label={m('searchIcon')}
      />
      {names.length === 0 ? (
        <Empty description={LIST_TEXTS.empty} />
      ) : (
        <div className="xk-icon-grid" role="listbox" aria-label={m('iconList')}>
          {names.map((name) => (
            <button
              key={name}
              type="button"
              role="option"
              aria-selected={name === value}
              title={name}
              className={name === value ? 'xk-icon-cell is-active' : 'xk-icon-cell'}
              onClick={() => onSelect(name)}
            >
              <span className="xk-icon-cell-icon">
                <MenuIcon name={name} />
              </span>
              <span className="xk-icon-cell-name">{name}</span>
            </button>
          ))}
        </div>
      )}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {m('iconCount', { n: names.length })}
      </Typography.Text>
    </Modal>
  );
}

export interface IconChooserProps {
  value?: string;
  onChange?: (name: string) => void;
  disabled?: boolean;
}

/** A form control for a menu icon: shows the chosen icon and opens the chooser dialog; clearable. */
export function IconChooser({ value, onChange, disabled }: IconChooserProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="xk-icon-chooser">
        <Input
          readOnly
          htmlSize={8}
          value={value ?? ''}
          placeholder={m('clickToChooseIcon')}
          prefix={value ? <MenuIcon name={value} /> : <SearchOutlined />}
          suffix={
            value && !disabled ? (
              <CloseCircleFilled
                aria-label={m('clearIcon')}
                style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }}
                onClick={(e) => {
                  e.stopPropagation();
                  onChange?.('');
                }}
              />
            ) : null
          }
          onClick={() => !disabled && setOpen(true)}
          disabled={disabled}
          style={{ cursor: 'pointer', flex: 1, minWidth: 0 }}
        />
        <Button onClick={() => setOpen(true)} disabled={disabled}>
          {m('chooseIcon')}
        </Button>
      </div>
      <IconChooserDialog
        open={open}
        value={value}
        onClose={() => setOpen(false)}
        onSelect={(name) => {
          onChange?.(name);
          setOpen(false);
        }}
      />
    </>
  );
}
