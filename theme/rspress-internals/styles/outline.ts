// Rspress's private CSS for the outline (theme/components/Outline), whose component ours replaces; imported by that
// component only, so it stays in that component's chunk. Since 2.0.0. Guarded by
// "the private CSS we import exists and defines the class names we reuse".
import '@rspress/core/dist/theme/components/Outline/index.css';
