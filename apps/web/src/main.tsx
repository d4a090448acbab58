// First, before any module builds a schema.
import './lib/zod-without-eval.ts';
import { startApp } from './app/start.tsx';
import './styles.css';

const root = document.getElementById('root');
/** Settles once the app has drawn or adopted the page: the boot script hands it a held click then. */
export const started = root ? startApp(root) : undefined;
