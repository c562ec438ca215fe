import './styles/index.css';

export * from '@rspress/core/theme-original';
export { Diagram } from './components/Diagram/Diagram';
export { Layout } from './components/Layout/Layout';
export { VersionSwitcher } from './components/VersionSwitcher/VersionSwitcher';
