import { Card, Input } from 'antd';
import type { ReactNode } from 'react';

export interface SearchCardProps {
  icon: ReactNode;
  title: string;
  /** The search box's placeholder, e.g. 搜索考试名称. */
  placeholder: string;
  /** The typed text, trimmed, on 搜索 (Enter or the button). */
  onSearch: (text: string) => void;
  loading?: boolean;
  children: ReactNode;
}

/** The learner list page frame: a card titled with an icon, a search box at its top right. */
export function SearchCard({ icon, title, placeholder, onSearch, loading, children }: SearchCardProps) {
  return (
    <Card
      title={
        <span>
          <span style={{ marginRight: 8 }}>{icon}</span>
          {title}
        </span>
      }
      extra={
        <Input.Search
          placeholder={placeholder}
          aria-label={placeholder}
          allowClear
          // Narrower on a phone, so the card title keeps room (issue 17 item 5: usable at 390 px).
          style={{ width: 'clamp(140px, 42vw, 240px)' }}
          onSearch={(v) => onSearch(v.trim())}
        />
      }
      loading={loading}
    >
      {children}
    </Card>
  );
}
