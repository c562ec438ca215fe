// Rspress's private CSS for the tabs (theme/components/Tabs), whose component ours replaces; imported by that
// component only, so it stays in that component's chunk. Since 2.0.0. Guarded by
// "the private CSS we import exists and defines the class names we reuse".
import '@rspress/core/dist/theme/components/Tabs/index.css';
