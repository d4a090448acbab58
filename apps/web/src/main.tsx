// First, before any module builds a schema.
import './lib/zod-without-eval.ts';
import { startApp } from './app/start.tsx';
import './styles.css';

const root = document.getElementById('root');
if (root) void startApp(root);
