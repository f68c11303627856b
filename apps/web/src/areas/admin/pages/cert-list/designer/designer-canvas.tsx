import { QrcodeOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { m } from '../messages';
import {
  boxOf,
  clampPos,
  type DesignField,
  dragTo,
  fieldLabel,
  MM_PER_PT,
  type PageSize,
  sampleText,
  scaleOf,
  type TemplateValues,
} from './designer-logic';

interface Props {
  values: Partial<TemplateValues> & PageSize;
  fields: DesignField[];
  selected: string | null;
  onSelect: (uid: string | null) => void;
  onMove: (uid: string, pos: { x: number; y: number }) => void;
}

interface Drag {
  uid: string;
  box: { w: number; h: number };
  pointerId: number;
  startX: number;
  startY: number;
  from: { x: number; y: number };
}

/**
 * The WYSIWYG canvas: the page scaled to fit (background stretched over it, as the PDF draws it), each field
 * at its mm position with sample text. A field is selected by a click and moved by dragging (pointer
 * events) or with the arrow keys (1 mm, 0.1 mm with Shift); positions are written back in mm.
 */
export function DesignerCanvas({ values, fields, selected, onSelect, onMove }: Props) {
  const { token } = theme.useToken();
  const page = { pageWidth: values.pageWidth, pageHeight: values.pageHeight };
  const scale = scaleOf(page);
  const drag = useRef<Drag | null>(null);

  const down = (f: DesignField) => (e: PointerEvent<HTMLDivElement>) => {
    e.stopPropagation();
    e.preventDefault();
    onSelect(f.uid);
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = {
      uid: f.uid,
      box: boxOf(f),
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      from: { x: f.x, y: f.y },
    };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    onMove(d.uid, dragTo(d.from, e.clientX - d.startX, e.clientY - d.startY, scale, page, d.box));
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
    drag.current = null;
  };
  const key = (f: DesignField) => (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 0.1 : 1;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const d = delta[e.key];
    if (!d) return;
    e.preventDefault();
    onMove(f.uid, clampPos(f.x + d[0], f.y + d[1], page, boxOf(f)));
  };

  return (
    <div
      data-testid="cert-canvas"
      onClick={() => onSelect(null)}
      style={{
        position: 'relative',
        width: Math.round(page.pageWidth * scale),
        height: Math.round(page.pageHeight * scale),
        backgroundColor: '#fff',
        backgroundImage: values.bgImage ? `url(${JSON.stringify(values.bgImage)})` : undefined,
        backgroundSize: '100% 100%',
        backgroundRepeat: 'no-repeat',
        boxShadow: token.boxShadowTertiary,
        border: `1px solid ${token.colorBorderSecondary}`,
        overflow: 'hidden',
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      {fields.map((f) => {
        const active = f.uid === selected;
        const qr = f.key === 'qrcode';
        return (
          // biome-ignore lint/a11y/useSemanticElements: a draggable box; a button would not hold free text nicely.
          <div
            key={f.uid}
            role="button"
            tabIndex={0}
            aria-label={m('fieldOf', { label: fieldLabel(f.key) })}
            data-x={f.x}
            data-y={f.y}
            onPointerDown={down(f)}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
            onKeyDown={key(f)}
            onClick={(e) => e.stopPropagation()}
            style={{
              position: 'absolute',
              left: f.x * scale,
              top: f.y * scale,
              width: f.width * scale,
              height: qr ? f.width * scale : undefined,
              color: f.color,
              fontSize: Math.max(6, f.fontSize * MM_PER_PT * scale),
              lineHeight: 1.2,
              textAlign: f.align,
              whiteSpace: f.key === 'text' ? 'pre-wrap' : 'nowrap',
              cursor: 'move',
              outline: active ? `2px solid ${token.colorPrimary}` : `1px dashed ${token.colorBorder}`,
              background: active ? 'rgba(22,119,255,0.08)' : 'transparent',
              display: qr ? 'flex' : undefined,
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {qr ? <QrcodeOutlined style={{ fontSize: f.width * scale * 0.8, color: '#000' }} /> : sampleText(f, values)}
          </div>
        );
      })}
    </div>
  );
}
