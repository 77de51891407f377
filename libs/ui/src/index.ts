import './theme/tokens.css';

export { ThemeProvider, useTheme } from './theme/ThemeProvider';
export { ThemeToggle } from './theme/ThemeToggle';
export { Button } from './components/Button';
export { Card, ErrorState, LoadingState } from './components/StatusMessage';
export { TextArea, TextField } from './components/TextField';
export { Checkbox } from './components/Checkbox';
export { Modal } from './components/Modal';
export { Alert } from './components/Alert';
export { csvFile, DownloadButton } from './components/DownloadButton';
export { RichText } from './components/RichText';
export { RiskGauge } from './components/RiskGauge';
export { Pagination } from './components/Pagination';
export { ErrorBoundary } from './components/ErrorBoundary';
export { CHART_AXIS_STYLE, CHART_TOOLTIP_STYLE } from './charts/chart-style';
export { chartDescription } from './charts/chart-description';
