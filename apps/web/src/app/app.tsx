import { App as AntApp, theme as antTheme, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { effects, takeEarlyNotices } from '../api/request';
import { antdSize } from './component-size';
import { AppRoutes } from './router/app-routes';
import { DEFAULT_THEME, useSettings } from './settings';

/** Lets the request helper notify through the themed App context instead of the static API. */
function NotifyBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    const previous = effects.notify;
    effects.notify = (msg: string) => notification.error({ title: msg, key: msg, duration: 3 });
    for (const msg of takeEarlyNotices()) effects.notify(msg);
    return () => {
      effects.notify = previous;
    };
  }, [notification]);
  return null;
}

/** Providers around the whole web app: antd (zh_CN, theme, size), the router (queries: app/query-provider.tsx). */
export function XuekaoApp() {
  const settings = useSettings();
  const primary = settings.theme || DEFAULT_THEME;

  // Plain CSS (layouts, the progress bar) reads the theme colour from this variable.
  useEffect(() => {
    document.documentElement.style.setProperty('--xk-primary', primary);
  }, [primary]);

  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={antdSize(settings.size)}
      theme={{ algorithm: antTheme.defaultAlgorithm, token: { colorPrimary: primary, colorInfo: primary } }}
    >
      <AntApp>
        <NotifyBridge />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
