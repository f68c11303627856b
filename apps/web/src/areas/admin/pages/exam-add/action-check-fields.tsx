import { Col, Form, InputNumber, Row, Switch } from 'antd';
import { m } from './messages';

/** The action checker (inactivity) settings as the form holds them and `/save` takes them. */
export interface ActionCheckValues {
  actionOn: boolean;
  /** Seconds without input before a break (30..7200, the contract's bounds). */
  actionInterval: number;
  /** Breaks before the forced hand-in; 0 = only recorded. */
  actionLimit: number;
}

export const ACTION_INTERVAL_MIN = 30;
export const ACTION_INTERVAL_MAX = 7200;

export const actionCheckDefaults = (): ActionCheckValues => ({ actionOn: false, actionInterval: 300, actionLimit: 0 });

/** The settings of an exam being edited (also the `/save` body part). */
export function actionCheckOf(v: Partial<ActionCheckValues>): ActionCheckValues {
  const d = actionCheckDefaults();
  return {
    actionOn: v.actionOn ?? d.actionOn,
    actionInterval: v.actionInterval ?? d.actionInterval,
    actionLimit: v.actionLimit ?? d.actionLimit,
  };
}

/** 无操作检测 (action checker): a switch, then the interval in seconds and the breaks allowed. */
export function ActionCheckFields() {
  const form = Form.useFormInstance();
  const on = Form.useWatch('actionOn', form) as boolean | undefined;
  const intervalLabel = m('actionInterval');
  const limitLabel = m('actionLimit');
  return (
    <Row gutter={16}>
      <Col xs={24} md={24}>
        <Form.Item label={m('actionOn')} name="actionOn" valuePropName="checked" extra={m('actionOnExtra')}>
          <Switch checkedChildren={m('switchOn')} unCheckedChildren={m('switchOff')} data-testid="action-on" />
        </Form.Item>
      </Col>
      {on && (
        <>
          <Col xs={24} md={12}>
            <Form.Item
              label={intervalLabel}
              name="actionInterval"
              rules={[
                { required: true, message: m('enterField', { label: intervalLabel }) },
                {
                  type: 'number',
                  min: ACTION_INTERVAL_MIN,
                  max: ACTION_INTERVAL_MAX,
                  message: m('actionIntervalRange'),
                },
              ]}
            >
              <InputNumber
                min={ACTION_INTERVAL_MIN}
                max={ACTION_INTERVAL_MAX}
                precision={0}
                suffix={m('secondsUnit')}
                style={{ width: 200 }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={limitLabel}
              name="actionLimit"
              extra={m('actionLimitExtra')}
              rules={[{ required: true, message: m('enterField', { label: limitLabel }) }]}
            >
              <InputNumber min={0} max={999} precision={0} suffix={m('timesUnit')} style={{ width: 200 }} />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}
