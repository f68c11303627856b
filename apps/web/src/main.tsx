import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { XuekaoApp } from './app/app';
import { prepareLocale } from './i18n';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// en-US: the English catalogues and antd's English locale arrive (one lazy chunk) before the first render.
void prepareLocale().then(() =>
  createRoot(root).render(
    <StrictMode>
      <XuekaoApp />
    </StrictMode>,
  ),
);
