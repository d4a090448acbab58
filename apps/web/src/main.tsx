import { startApp } from './app/start.tsx';
import './styles.css';

const root = document.getElementById('root');
if (root) void startApp(root);
