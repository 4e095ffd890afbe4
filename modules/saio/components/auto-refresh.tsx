"use client";

export { AutoRefresh } from "@/components/actions/auto-refresh";
