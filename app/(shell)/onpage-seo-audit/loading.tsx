export { ListPageSkeleton as default } from "@/components/shell/list-page-skeleton";
