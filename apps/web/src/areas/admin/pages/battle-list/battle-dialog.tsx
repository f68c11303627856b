import { call } from '@web/api/request';
import { RichEditor } from '@web/shared/components/rich-editor';
import { TimeRangeInput, timeRangeRules } from '@web/shared/components/time-range-input';
import { ImageUpload } from '@web/shared/components/upload';
import { type UserRange, UserRangePicker } from '@web/shared/components/user-range-picker';
import { FormDialog } from '@web/shared/list-page';
import './battle-dialog.css';
import { LIST_TEXTS } from '@web/shared/list-page';
import { BATTLE_MODES, BATTLE_ROOM_MIN_PLAYERS, BATTLE_ROOM_WAIT_SEC, endpoints } from '@xuekao/contracts';
import { Checkbox, Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Row } from 'antd';
import { type BattleFormValues, battleBodyOf, battleModeText, battleOpenTypes } from './battle-form';
import { m } from './messages';
import { SourceSection } from './source-section';

const modeOptions = () => BATTLE_MODES.map((mode) => ({ value: mode, label: battleModeText(mode) }));

const num = (label: string, name: keyof BattleFormValues, max: number, suffix: string, extra?: string) => (
  <Col xs={24} md={12} key={name}>
    <Form.Item
      label={label}
      name={name}
      extra={extra}
      rules={[{ required: true, message: m('enterField', { label }) }]}
    >
      <InputNumber min={0} max={max} precision={0} suffix={suffix} style={{ width: 160 }} />
    </Form.Item>
  </Col>
);

/** Who may play: everyone, departments (with those below) or listed persons; the pickers of AddExam. */
function RangeFields() {
  const form = Form.useFormInstance();
  const openType = (Form.useWatch('openType', form) as number | undefined) ?? 1;
  return (
    <>
      <Form.Item label={m('openType')} name="openType">
        <Radio.Group options={battleOpenTypes()} />
      </Form.Item>
      {openType !== 1 && (
        <Form.Item
          label={openType === 2 ? m('openDepts') : m('players')}
          name="range"
          rules={[
            {
              validator: (_r, v: UserRange | undefined) => {
                if (openType === 2 && !v?.deptCodes.length) return Promise.reject(new Error(m('chooseDepts')));
                if (openType === 3 && !v?.users.length) return Promise.reject(new Error(m('choosePlayers')));
                return Promise.resolve();
              },
            },
          ]}
        >
          <UserRangePicker />
        </Form.Item>
      )}
    </>
  );
}

function ModeFields() {
  const form = Form.useFormInstance();
  const modes = (Form.useWatch('modes', form) as string[] | undefined) ?? [];
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item label={m('modes')} name="modes" rules={[{ required: true, message: m('chooseMode') }]}>
          <Checkbox.Group options={modeOptions()} />
        </Form.Item>
      </Col>
      {modes.includes('room') &&
        num(
          m('roomSize'),
          'roomSize',
          6,
          m('personUnit'),
          m('roomSizeHint', { wait: BATTLE_ROOM_WAIT_SEC, min: BATTLE_ROOM_MIN_PLAYERS }),
        )}
      {num(m('dailyLimit'), 'dailyLimit', 999, m('matchUnit'), m('dailyLimitHint'))}
      <Col xs={24} sm={12}>
        <Form.Item
          label={m('openHours')}
          name="openHours"
          required
          rules={timeRangeRules}
          extra={m('openHoursHint')}
          data-testid="battle-open-hours"
        >
          <TimeRangeInput />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Add / edit a contest: basics, range, question source, modes and points (the whole save body). */
export function BattleDialog({
  open,
  id,
  values,
  onClose,
  onSaved,
}: {
  open: boolean;
  id?: string;
  values: BattleFormValues;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog<BattleFormValues>
      open={open}
      title={id ? m('editTitle') : m('addTitle')}
      width={960}
      initialValues={values}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.battle.save, battleBodyOf(v, id));
        onSaved();
      }}
    >
      <div className="xk-battle-form">
        <Divider titlePlacement="start">{m('basics')}</Divider>
        <Form.Item
          label={m('title')}
          name="title"
          rules={[{ required: true, whitespace: true, message: m('titleEmpty') }]}
        >
          <Input maxLength={128} placeholder={m('enterTitle')} />
        </Form.Item>
        <Form.Item label={m('cover')} name="cover">
          <ImageUpload maxSizeKB={2048} />
        </Form.Item>
        <Form.Item label={m('time')} name="timeRange" rules={[{ required: true, message: m('chooseTime') }]}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            placeholder={[m('startTime'), m('endTime')]}
          />
        </Form.Item>
        <Form.Item label={m('state')} name="state">
          <Radio.Group
            options={[
              { value: 0, label: LIST_TEXTS.enable },
              { value: 1, label: LIST_TEXTS.disable },
            ]}
          />
        </Form.Item>
        <Form.Item label={m('content')} name="content">
          <RichEditor height={160} placeholder={m('contentHint')} />
        </Form.Item>
        <Divider titlePlacement="start">{m('range')}</Divider>
        <RangeFields />
        <Divider titlePlacement="start">{m('source')}</Divider>
        <SourceSection />
        <Divider titlePlacement="start">{m('settings')}</Divider>
        <ModeFields />
        <Divider titlePlacement="start">{m('rewards')}</Divider>
        <Row gutter={16}>
          {num(m('pointsWin'), 'pointsWin', 100000, m('pointUnit'))}
          {num(m('pointsDraw'), 'pointsDraw', 100000, m('pointUnit'))}
          {num(m('pointsLoss'), 'pointsLoss', 100000, m('pointUnit'))}
          {num(m('pointsSolo'), 'pointsSolo', 100000, m('pointUnit'), m('pointsSoloHint'))}
          {num(m('topN'), 'topN', 100, m('rankUnit'), m('topNHint'))}
          {num(m('pointsTop'), 'pointsTop', 100000, m('pointUnit'))}
        </Row>
      </div>
    </FormDialog>
  );
}
