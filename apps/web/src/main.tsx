import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { XuekaoApp } from './app/app';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <XuekaoApp />
  </StrictMode>,
);
