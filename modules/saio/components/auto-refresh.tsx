// Moved to components/auto-refresh.tsx so every module can show a job's progress; kept for existing imports.
export { AutoRefresh } from "@/components/auto-refresh";
