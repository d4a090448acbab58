import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// React's smallest app, the yardstick of the page budgets: what any React page pays before its own code.
const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(StrictMode, null, createElement('h1', null, 'Hello world')));
