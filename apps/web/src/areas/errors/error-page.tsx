import { Button, Result, type ResultProps } from 'antd';
import { useNavigate } from 'react-router';
import { m } from './messages';

interface ErrorPageProps {
  status: ResultProps['status'];
  title: string;
  subTitle: string;
}

/** A full-page error answer with a way back home. */
export function ErrorPage({ status, title, subTitle }: ErrorPageProps) {
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={[
          <Button key="back" onClick={() => navigate(-1)}>
            {m('back')}
          </Button>,
          <Button key="home" type="primary" onClick={() => navigate('/', { replace: true })}>
            {m('home')}
          </Button>,
        ]}
      />
    </div>
  );
}
